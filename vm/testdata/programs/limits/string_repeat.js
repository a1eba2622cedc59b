// log: RangeError Invalid string length true
// value: "alive"
// The string-length limit (2^29 - 24 code units, node's) is checked before
// allocating, so this neither allocates a gigabyte nor crashes the host.
try {
  "ab".repeat(2 ** 28);
} catch (e) {
  console.log(e.name, e.message, e instanceof RangeError);
}
return "alive";
