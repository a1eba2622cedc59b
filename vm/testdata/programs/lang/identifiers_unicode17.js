// log: 6
// Identifiers may use characters of Unicode 17 (the version V8 ships), escaped or not.
var ౜ = 1, \u{10940}x = 2, aࢗ = 3;
console.log(౜ + 𐥀x + aࢗ);
