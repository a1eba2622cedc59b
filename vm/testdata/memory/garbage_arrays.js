// value: 5000000
let t = 0;
for (let i = 0; i < 100; i++) {
  const a = new Array(50000).fill(i);
  t += a.length;
}
return t;
