// log: 5 4
let i = 0; do { i++; } while (i < 5);
let n = 0; while (true) { if (++n > 3) break; }
console.log(i, n);
