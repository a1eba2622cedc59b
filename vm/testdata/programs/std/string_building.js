// value: [200000,"x0,x1,x2",true,"abcabc-abcabd",3]
let s = "";
for (let i = 0; i < 20000; i++) s += "0123456789";
const parts = [];
let t = "";
for (let i = 0; i < 3; i++) t += (i ? "," : "") + "x" + i;
// Strings stay immutable when a shared prefix is extended twice.
let base = "abcab".repeat(20);
const p = base + "c", q = base + "d";
let r = "";
r = `${r}abc`; r = `${r}abc`;
return [s.length, t, p.slice(-1) === "c" && q.slice(-1) === "d" && p.length === q.length, r + "-" + "abcabd", [p, q, base].length];
