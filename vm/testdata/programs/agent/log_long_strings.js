// log: {
// log:   title: 'Quarterly report',
// log:   summary: 'Revenue grew 12% quarter over quarter, driven by strong demand in the enterprise segment and lower churn.',
// log:   url: 'https://example.com/reports/2024/q3/summary?format=html&lang=en'
// log: }
// log: [
// log:   'short',
// log:   'a much longer string that goes on and on to push the line past eighty columns'
// log: ]
// log: {
// log:   a: 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx',
// log:   b: 1
// log: }
// log: { a: 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', b: 1 }
// log: {
// log:   k: 'yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy'
// log: }
// log: [
// log:   'xxxxxxxxxxxxxxxxxxxx',
// log:   'yyyyyyyyyyyyyyyyyyyy',
// log:   'zzzzzzzzzzzzzzzzzzzz'
// log: ]
// log: [
// log:   'xxxxxxxxxxxxxxxxxxxx',
// log:   'yyyyyyyyyyyyyyyyyyyy',
// log:   'zzzzzzzzzzzzzzzzzzzz',
// log:   'wwwww'
// log: ]
// log: top level string is printed raw, not quoted: zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz
// log: [
// log:   'Revenue grew 12% quarter over quarter, driven by strong demand in the enterprise segment and lower churn.'
// log: ]
// log: {
// log:   nested: {
// log:     text: 'Revenue grew 12% quarter over quarter, driven by strong demand in the enterprise segment and lower churn.'
// log:   }
// log: }
// Long strings inside objects and arrays break the line.
const doc = {
  title: "Quarterly report",
  summary: "Revenue grew 12% quarter over quarter, driven by strong demand in the enterprise segment and lower churn.",
  url: "https://example.com/reports/2024/q3/summary?format=html&lang=en",
};
console.log(doc);
console.log(["short", "a much longer string that goes on and on to push the line past eighty columns"]);
console.log({ a: "x".repeat(60), b: 1 });
console.log({ a: "x".repeat(50), b: 1 });
console.log({ k: "y".repeat(70) });
console.log(["x".repeat(20), "y".repeat(20), "z".repeat(20)]);
console.log(["x".repeat(20), "y".repeat(20), "z".repeat(20), "w".repeat(5)]);
console.log("top level string is printed raw, not quoted: " + "z".repeat(90));
console.log([doc.summary]);
console.log({ nested: { text: doc.summary } });
