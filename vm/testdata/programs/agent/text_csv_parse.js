// value: {"count":4,"first":"Smith, John","total":116}
// log: {"id":"1","name":"Smith, John","city":"Paris","amount":"12.50","note":"says \"hi\""}
// log: {"id":"2","name":"Ana Lucía","city":"Madrid","amount":"7","note":""}
// log: {"id":"3","name":"O'Brien","city":"Dublin","amount":"100.25","note":"multi word note"}
// log: {"id":"4","name":"Zoë","city":"Berlin","amount":"-3.75","note":"refund"}
// log: total 116.00
// log: Berlin | Dublin | Madrid | Paris
// log: name,note
// log: "Smith, John","says ""hi"""
// log: Ana Lucía,
// log: O'Brien,multi word note
// log: Zoë,refund
// A small CSV parser with quoted fields, then aggregation.
const csv = `id,name,city,amount,note
1,"Smith, John",Paris,12.50,"says ""hi"""
2,Ana Lucía,Madrid,7,
3,"O'Brien",Dublin,100.25,"multi word note"
4,Zoë,Berlin,-3.75,refund
`;
function parseLine(line) {
  const out = [];
  const re = /(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g;
  let m;
  while ((m = re.exec(line)) !== null) {
    out.push(m[1] !== undefined ? m[1].replace(/""/g, '"') : m[2]);
    if (re.lastIndex === line.length) break;
  }
  return out;
}
const [header, ...rows] = csv.trim().split("\n");
const cols = header.split(",");
const records = rows.map(r => {
  const vals = parseLine(r);
  return Object.fromEntries(cols.map((c, i) => [c, vals[i] ?? ""]));
});
for (const r of records) console.log(JSON.stringify(r));
const total = records.reduce((s, r) => s + Number(r.amount), 0);
console.log("total", total.toFixed(2));
const byCity = records.map(r => r.city).sort((a, b) => a.localeCompare(b));
console.log(byCity.join(" | "));
const toCsv = rows => rows.map(r => r.map(v => /[",\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v).join(",")).join("\n");
const out = toCsv([["name", "note"], ...records.map(r => [r.name, r.note])]);
console.log(out);
return { count: records.length, total, first: records[0].name };
