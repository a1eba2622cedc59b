// log: [ 'own', 'inherited', 'string0', 'string1', '0', '1' ]
const proto = { inherited: 1 };
const o = Object.create(proto);
o.own = 2;
const ks = [];
for (const k in o) ks.push(k);
for (const k in [7, 8]) ks.push(typeof k + k);
for (const k in 'ab') ks.push(k);
console.log(ks);
