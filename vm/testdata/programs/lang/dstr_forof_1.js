// log: a 1
// log: b 2
// log: 1 m
// log: 2 x
for (const [k, v] of Object.entries({ a: 1, b: 2 })) console.log(k, v);
for (const { n, m = 'm' } of [{ n: 1 }, { n: 2, m: 'x' }]) console.log(n, m);
