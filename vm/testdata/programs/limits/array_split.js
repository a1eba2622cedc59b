// log: RangeError Invalid array length
// log: 2
// value: "alive"
// node: skip (node allows up to 2^32 - 1 elements; the cap here is 2^24)
// split counts its parts before building them.
const s = "x".repeat(2 ** 24 + 1);
try {
  s.split("");
} catch (e) {
  console.log(e.name, e.message);
}
console.log(s.split("", 2).length);
return "alive";
