// log: [ 0, 1, 2, 3, 4 ]
function* nat() { let n = 0; while (true) yield n++; }
const out = [];
for (const n of nat()) { if (n > 4) break; out.push(n); }
console.log(out);
