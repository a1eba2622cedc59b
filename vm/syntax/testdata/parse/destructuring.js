var {a, b: {c}, d = 1, [k]: e, ...f} = o;
let [g, , h = 2, [i], ...j] = arr;
const {"str": s, 1: one} = o;
[a, b] = [b, a];
({a, b: c.d, e = 1, ...f.g} = o);
[x.y, z[0], ...w] = arr;
[a = 1, [b] = [], {c} = {}] = t;
for (const [k, v] of entries) ;
for ({a, b} of list) ;
for ([a] in o) ;
try {} catch ({message, ...rest}) {}
function f({a, b} = {}, [c, d], ...[e]) {}
({__proto__: a, __proto__: b} = o);
({a = 1} = {});
[{a = 1}] = [{}];
