// value: ["ok 0","finally 0","ok 10","finally 1","err bad 2","finally 2","finally 3","early finally","from try","11","21",[1,4,9],6]
const log = [];
async function work(i) { await null; if (i === 2) throw new Error("bad " + i); return i * 10; }
for (let i = 0; i < 4; i++) {
  try {
    const v = await work(i);
    if (v === 30) break;
    log.push("ok " + v);
  } catch (e) {
    log.push("err " + e.message);
    continue;
  } finally {
    await null;
    log.push("finally " + i);
  }
}
async function early() {
  try { await null; return "from try"; } finally { await Promise.resolve(); log.push("early finally"); }
}
log.push(await early());
outer: for (const a of [1, 2]) {
  for (const b of [1, 2]) {
    await null;
    if (b === 2) continue outer;
    log.push(`${a}${b}`);
  }
}
const results = await Promise.all([1, 2, 3].map(async (x) => { await null; return x * x; }));
log.push(results);
let chain = Promise.resolve(0);
for (let i = 1; i <= 3; i++) chain = chain.then(async (v) => { await null; return v + i; });
log.push(await chain);
return log;
