// value: [20000,20000,120000,1249975000]
const s = "abcdefghij".repeat(20000);
let n = 0;
for (let i = 0; i < s.length; i++) if (s[i] === "e") n++;
const u = "héllo wörld ".repeat(10000);
let m = 0;
for (let i = 0; i < u.length; i++) if (u.charCodeAt(i) > 127) m++;
const q = [];
for (let i = 0; i < 50000; i++) q.push(i);
let sum = 0;
while (q.length) sum += q.shift();
return [n, m, u.length, sum];
