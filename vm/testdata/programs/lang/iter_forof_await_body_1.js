// log: [ 1, 'two', 3 ]
// log: after await
async function run() {
  const out = [];
  for (const x of [1, 2, 3]) {
    await null;
    try { if (x === 2) throw new Error('two'); out.push(x); } catch (e) { out.push(e.message); }
  }
  return out;
}
console.log(await run());
async function fails() { for (const x of [1]) { await null; throw new Error('after await'); } }
try { await fails(); } catch (e) { console.log(e.message); }
