// log: g closed
// log: g closed
// log: [ '1:1', '2:1' ]
async function* g() { try { yield 1; yield 2; yield 3; } finally { console.log('g closed'); } }
const out = [];
outer: for (const round of [1, 2]) {
  for await (const v of g()) {
    if (v === 2) continue outer;
    out.push(round + ':' + v);
  }
}
console.log(out);
