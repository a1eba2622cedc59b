// log: [ 0, 2, 4 ] true
async function* ticker(n) { for (let i = 0; i < n; i++) { await null; yield i; } }
const a = ticker(3), b = ticker(3);
const out = [];
for (let i = 0; i < 3; i++) {
  const [x, y] = await Promise.all([a.next(), b.next()]);
  out.push(x.value + y.value);
}
console.log(out, (await a.next()).done);
