// value: [42,42,42,3.14,0.5,5,0,7,1000,1]
// log: "42" 42 42 42 42 42
// log: " 42 " 42 42 42 42 42
// log: "42px" NaN 42 42 42 NaN
// log: "3.14abc" NaN 3.14 3 3.14 NaN
// log: ".5" 0.5 0.5 NaN 0.5 0.5
// log: "5." 5 5 5 5 5
// log: "-0" -0 -0 -0 -0 -0
// log: "+7" 7 7 7 7 7
// log: "1e3" 1000 1000 1 1000 1000
// log: "1e" NaN 1 1 1 NaN
// log: "0x1f" 31 0 31 0 31
// log: "0b101" 5 0 0 0 5
// log: "0o17" 15 0 0 0 15
// log: "" 0 NaN NaN NaN 0
// log: " " 0 NaN NaN NaN 0
// log: "abc" NaN NaN NaN NaN NaN
// log: "1,234.5" NaN 1 1 1 NaN
// log: "Infinity" Infinity Infinity NaN Infinity Infinity
// log: "-Infinity" -Infinity -Infinity NaN -Infinity -Infinity
// log: "infinity" NaN NaN NaN NaN NaN
// log: "1_000" NaN 1 1 1 NaN
// log: "\n12\t" 12 12 12 12 12
// log: "12e-2" 0.12 0.12 12 0.12 0.12
// log: "00012" 12 12 12 12 12
// log: "9007199254740993" 9007199254740992 9007199254740992 9007199254740992 9007199254740992 9007199254740992
// log: null 0 NaN NaN NaN 0
// log: undefined NaN NaN NaN NaN NaN
// log: true 1 NaN NaN NaN 1
// log: [] 0 NaN NaN NaN 0
// log: ["7"] 7 7 7 7 7
// log: [1,2] NaN 1 1 1 NaN
// log: {} NaN NaN NaN NaN NaN
// log: 8 31 31 35 5 NaN NaN 12
// log: 5 1 -12 -16 150 -0.05 NaN
// log: true false false false true false true
// log: [1299.99,45.5,12.5,null,-3.2]
// log: 1354.79 1354.79
// log: 0.30000000000000004 0.3 0.3
// log: 12 12 12 34 2.5 9 -4 Infinity -0
// Parsing numbers out of scraped text: Number vs parseFloat vs parseInt vs unary plus, edge cases.
const inputs = ["42", " 42 ", "42px", "3.14abc", ".5", "5.", "-0", "+7", "1e3", "1e", "0x1f", "0b101", "0o17", "", " ", "abc", "1,234.5", "Infinity", "-Infinity", "infinity", "1_000", "\n12\t", "12e-2", "00012", "9007199254740993", null, undefined, true, [], ["7"], [1, 2], {}];
for (const s of inputs) {
  const show = (v) => (Object.is(v, -0) ? "-0" : String(v));
  console.log(JSON.stringify(s) ?? "undefined", show(Number(s)), show(parseFloat(s)), show(parseInt(s)), show(Number.parseFloat(s)), show(+s));
}
console.log(parseInt("08"), parseInt("0x1f", 16), parseInt("1f", 16), parseInt("z", 36), parseInt("101", 2), parseInt("12", 1), parseInt("12", 37), parseInt("12", 0));
console.log(parseInt(0.0000005), parseInt(1e21), parseInt("-12.9"), parseInt("  -0x10"), parseFloat("1.5e+2x"), parseFloat("-.5e-1"), parseFloat("e5"));
console.log(Number.isInteger(5.0), Number.isInteger("5"), Number.isSafeInteger(2 ** 53), Number.isFinite("5"), isFinite("5"), Number.isNaN("x"), isNaN("x"));
const prices = ["$1,299.99", "€ 45,50", "12.5 USD", "free", "-3.2%"];
const parsePrice = (s) => {
  const cleaned = s.replace(/[^0-9.,-]/g, "");
  const normalized = /,\d{2}$/.test(cleaned) ? cleaned.replace(/\./g, "").replace(",", ".") : cleaned.replace(/,/g, "");
  const n = parseFloat(normalized);
  return Number.isNaN(n) ? null : n;
};
console.log(JSON.stringify(prices.map(parsePrice)));
const sum = prices.map(parsePrice).filter((n) => n !== null).reduce((a, b) => a + b, 0);
console.log(sum, sum.toFixed(2));
console.log(Number("0.1") + Number("0.2"), (Number("0.1") * 10 + Number("0.2") * 10) / 10, Number((0.1 + 0.2).toFixed(10)));
console.log(~~"12.7", "12.7" | 0, "3" * "4", "3" + 4, "10" / "4", "7" - -"2", Math.trunc("-4.9"), +"1e400", -"1e-400");
return inputs.slice(0, 10).map((s) => Number.parseFloat(s));
