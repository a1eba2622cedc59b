// value: [true,[1,2,3],"glength,h0,g0,h1,g1,h2,g2,s0,s1,s2,g0,g1,g2","glength,s3,slength","glength,h0,g0,h2,g2,s0,s2",2,"glength,h0,g0,h1,g1,h2,g2",[1,3],"glength,gconstructor,h0,g0,h1,h2,g2",1,"glength,g0,h1,g1,s0,h2,g2,s1,d2,slength",[2],"glength,gconstructor,h1,g1,h2,g2,s1,d2,slength"]
// Array methods on a proxy of an array read and write through its traps in the specification's order
// (the generic versions; sort writes its result back).
const log = [];
const mk = (t) => new Proxy(t, { get(t, k, r) { if (typeof k === 'string') log.push('g' + k); return Reflect.get(t, k, r) }, set(t, k, v, r) { log.push('s' + k); return Reflect.set(t, k, v, r) }, has(t, k) { log.push('h' + String(k)); return Reflect.has(t, k) }, deleteProperty(t, k) { log.push('d' + k); return Reflect.deleteProperty(t, k) } });
const r = [];
let p = mk([3, 1, 2]); r.push(Array.prototype.sort.call(p) === p, [...Object.values(p)]); r.push(log.splice(0).join());
p = mk([1, 2, 3]); Array.prototype.push.call(p, 4); r.push(log.splice(0).join());
p = mk([1, 2, 3]); Array.prototype.reverse.call(p); r.push(log.splice(0).join());
p = mk([1, 2, 3]); r.push(Array.prototype.indexOf.call(p, 3)); r.push(log.splice(0).join());
p = mk([1, , 3]); r.push(Array.prototype.filter.call(p, x => true)); r.push(log.splice(0).join());
p = mk([1, 2, 3]); r.push(Array.prototype.shift.call(p)); r.push(log.splice(0).join());
p = mk([1, 2, 3]); r.push(Array.prototype.splice.call(p, 1, 1)); r.push(log.splice(0).join());
return r
