// log: body runs
// log: true
// log: {"value":1,"done":false}
// log: {"done":true}
// log: undefined
async function* g() { console.log('body runs'); yield 1; }
const it = g();
const holder = { [Symbol.iterator]() { return { next: it.next.bind(it) }; } };
const wrapped = { get p() { return it.next(); } };
const p = wrapped.p;
console.log(p instanceof Promise);
console.log(JSON.stringify(await p));
const [first] = { [Symbol.iterator]() { return { next: () => ({ value: it.next(), done: false }) }; } };
console.log(JSON.stringify(await first));
const [second] = holder;
console.log(JSON.stringify(await second));
