x => x;
(a, b) => { return a + b; };
async x => await x;
async (a) => a;
() => ({});
async () => {};
(a = 1, {b}, [c], ...d) => 0;
async(x);
async
(x);
(a, b) => (c, d) => a;
f(a => a, (b) => b);
x = y => z => 1;
async function f() { return async () => await g(); }
(a, [b = 1], {c: d = 2}) => a;
