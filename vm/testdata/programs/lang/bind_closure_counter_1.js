// log: 2 1
function counter() { let n = 0; return { inc: () => ++n, get: () => n }; }
const a = counter(), b = counter();
a.inc(); a.inc(); b.inc();
console.log(a.get(), b.get());
