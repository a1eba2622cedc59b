// error: ExecutionFailure: RangeError: Invalid string length
// at: 3:23
const s = "abc" + "d".repeat(2 ** 29);
return s.length;
