// log: RangeError Invalid array length
// log: RangeError Invalid array length
// log: RangeError Invalid array length
// log: RangeError Invalid array length
// log: RangeError Invalid array length
// log: 0
// value: "alive"
// node: skip (node allows up to 2^32 - 1 elements; the cap here is 2^24)
// Every way of making an array longer than the cap (2^24) throws the same
// RangeError, checked before allocating.
const a = [];
const cases = [
  () => new Array(2 ** 24 + 1),
  () => { a.length = 2 ** 24 + 1; },
  () => { a[2 ** 24] = 1; },
  () => Object.defineProperty(a, String(2 ** 24), { value: 1 }),
  () => { const b = []; b[1e9] = 0; },
];
for (const f of cases) {
  try {
    f();
  } catch (e) {
    console.log(e.name, e.message);
  }
}
console.log(a.length);
return "alive";
