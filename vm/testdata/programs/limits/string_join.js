// log: RangeError Invalid string length
// value: "alive"
// 2^20 - 1 separators of 1024 code units exceed the limit: the join fails
// before building anything.
try {
  new Array(2 ** 20).join("x".repeat(1024));
} catch (e) {
  console.log(e.name, e.message);
}
return "alive";
