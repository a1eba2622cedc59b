// value: [1234567.89,987600,2300000]
// log: [
// log:   { cur: '$', value: 1234567.89 },
// log:   { cur: '$', value: 987600 },
// log:   { cur: '€', value: 2300000 }
// log: ]
// log: [ 12.5, -4.5 ]
// log: [
// log:   [ 42, 42, 42 ],
// log:   [ 42, 42, 42 ],
// log:   [ NaN, 4, 4 ],
// log:   [ 31, 0, 31 ],
// log:   [ 1000, 1000, 1 ],
// log:   [ 0, NaN, NaN ],
// log:   [ 0, NaN, NaN ],
// log:   [ NaN, 12, 12 ],
// log:   [ 0.5, 0.5, NaN ],
// log:   [ -0, -0, -0 ],
// log:   [ Infinity, Infinity, NaN ],
// log:   [ NaN, 1, 1 ]
// log: ]
// log: 8 31 31 35 5 3.14
// log: [ 1234, 1234567, 12.5, NaN, NaN, -300 ]
// log: 1234.5 0.30 1.00 123.5 1.2e-4
// log: €2,300,000.00 12.5%
// log: buy 2 apples and 20 pears
// Pulling numbers, money and percentages out of free text.
const text = "Revenue grew 12.5% to $1,234,567.89 (up from $987.6k); costs: €2.3M, -4.5% YoY, 1e3 units, 0x1F flags, .5 ratio";
const money = [...text.matchAll(/([$€£])\s?(\d{1,3}(?:,\d{3})*(?:\.\d+)?|\d+(?:\.\d+)?)([kKmMbB])?/g)].map(([, cur, n, suf]) => {
  const mult = { k: 1e3, m: 1e6, b: 1e9 }[suf?.toLowerCase()] ?? 1;
  return { cur, value: Math.round(parseFloat(n.replace(/,/g, "")) * mult * 100) / 100 };
});
console.log(money);
const pcts = text.match(/[-+]?\d+(?:\.\d+)?(?=%)/g).map(Number);
console.log(pcts);
console.log(["42", " 42 ", "4_2", "0x1F", "1e3", "", " ", "12px", ".5", "-0", "Infinity", "1,000"].map(s => [Number(s), parseFloat(s), parseInt(s)]));
console.log(parseInt("08"), parseInt("0x1F"), parseInt("1F", 16), parseInt("z", 36), parseInt("101", 2), Number.parseFloat("3.14abc"));
const toNumber = s => { const t = s.trim().replace(/[,\s](?=\d{3}\b)/g, ""); return /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(t) ? Number(t) : NaN; };
console.log(["1,234", "1 234 567", "12.50", "abc", "1,23", "-3e2"].map(toNumber));
console.log((1234.5).toFixed(1), (0.1 + 0.2).toFixed(2), (1.005).toFixed(2), (123.456).toPrecision(4), (0.000123).toExponential(1));
console.log(new Intl.NumberFormat("en-US", { style: "currency", currency: "EUR" }).format(2.3e6), new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 }).format(0.125));
const ordinalWords = { one: 1, two: 2, three: 3, four: 4, five: 5, ten: 10, twenty: 20 };
console.log("buy two apples and twenty pears".replace(/\b(one|two|three|four|five|ten|twenty)\b/g, w => ordinalWords[w]));
return money.map(m => m.value);
