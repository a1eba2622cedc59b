// value: null
// log: [ '2', '10', 'z', 'a', '-1', '01' ] {"2":"b","10":"a","z":1,"a":2,"-1":"neg","01":"lead"}
// log: [ '2', '10', 'z', 'a', '-1', '01' ]
// log: [ 'own', 'inherited' ] [ 'own' ] [ [ 'own', 1 ] ]
// log: 2,10,z,a,-1,01,extra 9
// log: 1 [ '2', '10', 'a', '-1', '01' ]
// log: [ [ 'a', 1 ], [ 'b', 2 ] ] { A: 2, B: 4 }
const o = { z: 1, 10: "a", a: 2, 2: "b", "-1": "neg", "01": "lead" };
console.log(Object.keys(o), JSON.stringify(o));
const keys = []; for (const k in o) keys.push(k); console.log(keys);
class P { constructor() { this.own = 1; } method() {} } P.prototype.inherited = 2;
const p = new P(); const seen = []; for (const k in p) seen.push(k); console.log(seen, Object.keys(p), Object.entries(p));
const merged = { ...o, z: 9, extra: true }; console.log(Object.keys(merged).join(","), merged.z);
const { z, ...rest } = o; console.log(z, Object.keys(rest));
console.log(Object.entries({ b: 2, a: 1 }).sort(([x], [y]) => x.localeCompare(y)), Object.fromEntries(Object.entries({ a: 1, b: 2 }).map(([k, v]) => [k.toUpperCase(), v * 2])));
