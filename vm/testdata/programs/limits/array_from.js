// log: RangeError Invalid array length
// log: RangeError Invalid array length
// log: 3
// value: "alive"
// node: skip (node allows up to 2^32 - 1 elements; the cap here is 2^24)
// Array.from of a huge array-like throws instead of truncating.
for (const f of [() => Array.from({ length: 1e8 }), () => Array.from({ length: 2 ** 24 + 1 }, (_, i) => i)]) {
  try {
    f();
  } catch (e) {
    console.log(e.name, e.message);
  }
}
console.log(Array.from({ length: 3 }).length);
return "alive";
