// log: [object AsyncGenerator]
// log: start
// log: got b
// log: finally
// log: {"value":1,"done":false} {"value":2,"done":false} {"value":3,"done":true} {"done":true}
// log: start
// log: got undefined
// log: finally
// log: [ 1, 2 ]
// log: start
// log: {"value":42,"done":true}
// log: {"done":true}
// log: start
// log: d 1
// log: got undefined
// log: d 2
// log: finally
// log: inner returned 3
// log: s got sent
// log: t inner sr
// log: {"done":true}
// log: fa 1
// log: fa 2
// log: fa 3
// log: ai 1
// log: ai 2
// log: closed
// log: param
// log: created
// log: body
async function* g() {
  console.log('start');
  const x = yield 1;
  console.log('got', x);
  try {
    yield Promise.resolve(2);
  } finally {
    console.log('finally');
  }
  return 3;
}
const it = g();
console.log(Object.prototype.toString.call(it));
const r1 = it.next('a'), r2 = it.next('b'), r3 = it.next('c'), r4 = it.next('d');
console.log(JSON.stringify(await r1), JSON.stringify(await r2), JSON.stringify(await r3), JSON.stringify(await r4));
const out = [];
for await (const v of g()) out.push(v);
console.log(out);
const it2 = g();
await it2.next();
console.log(JSON.stringify(await it2.return(42)));
console.log(JSON.stringify(await it2.next()));
async function* d() { const r = yield* g(); console.log('inner returned', r); return r * 2; }
for await (const v of d()) console.log('d', v);
function* s() { const a = yield 1; console.log('s got', a); return 'sr'; }
function* t() { const r = yield* s(); console.log('t inner', r); }
const ti = t(); ti.next(); console.log(JSON.stringify(ti.next('sent')));
for await (const v of [1, Promise.resolve(2), 3]) console.log('fa', v);
const ai = { [Symbol.asyncIterator]() { let i = 0; return { next() { i++; return Promise.resolve({ value: i, done: i > 3 }); }, return() { console.log('closed'); return {}; } }; } };
for await (const v of ai) { console.log('ai', v); if (v == 2) break; }
function* p(a = (console.log('param'), 1)) { console.log('body'); }
const pg = p(); console.log('created'); pg.next();
