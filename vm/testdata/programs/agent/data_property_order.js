// value: ["3","5","7","42","1000","total"]
// log: 0 - | 1,9,10,1e3,__x,01,a,constructor,c,1.5 | 1,9,10,1e3,__x,01,a,constructor,c,1.5 | 1,2,9,10,length,1e3,__x,01,a,constructor,c,1.5
// log: 1 - | 0,1,9,name,constructor,z,1.5 | 0,1,9,name,constructor,z,1.5 | 0,1,9,length,name,constructor,z,1.5
// log: 2 - | 1,2,9,length,z,__x,-1,c,b,a | 1,2,9,length,z,__x,-1,c,b,a | 1,2,9,length,z,__x,-1,c,b,a
// log: 3 - | 1,9,10,b,-1,constructor,c,__x,a,01 | 1,9,10,b,-1,constructor,c,__x,a,01 | 1,9,10,length,z,b,-1,constructor,c,__x,a,01
// log: 4 - | 1,9,100,b,1.5,constructor,01,z,a | 1,9,100,b,1.5,constructor,01,z,a | 1,9,100,length,b,1.5,constructor,01,c,z,a
// log: 5 - | 0,1,2,9,1e3,constructor,name,__x | 0,1,2,9,1e3,constructor,name,__x | 0,1,2,9,-1,1e3,constructor,name,01,__x
// log: 6 - | 2,constructor,1.5,b | 2,constructor,1.5,b | 2,length,name,__x,constructor,1.5,b
// log: 7 - | 0,1,9,10,b,z,c,__x,01,1e3,length,a | 0,1,9,10,b,z,c,__x,01,1e3,length,a | 0,1,9,10,100,b,z,c,__x,01,1e3,length,a
// log: 8 - | 0,1e3,__x,z | 0,1e3,__x,z | 0,name,1e3,__x,01,z
// log: 9 - | 0,1,9,10,z,c,a,name | 0,1,9,10,z,c,a,name | 0,1,9,10,length,z,c,a,name
// log: 10 - | 0,1,2,b,name,01,constructor,z,a,-1 | 0,1,2,b,name,01,constructor,z,a,-1 | 0,1,2,b,name,__x,01,constructor,z,a,-1,1.5
// log: 11 - | 0,2,9,100,-1,a,01,length,__x,constructor,1.5 | 0,2,9,100,-1,a,01,length,__x,constructor,1.5 | 0,2,9,100,-1,a,01,length,__x,constructor,1.5
// log: 3,5,7,42,1000,total [3,5,7,42,1000,4]
// log: 0,1,length,page,hasMore 0,1,length,page,hasMore 0,1,page,hasMore [{"n":1},{"n":2}]
// log: 0,1,length,code 0,1,code {"0":{"value":"o","writable":false,"enumerable":true,"configurable":false},"1":{"value":"k","writable":false,"enumerable":true,"configurable":false},"length":{"value":2,"writable":false,"enumerable":false,"configurable":false},"code":{"value":200,"writable":true,"enumerable":true,"configurable":true}}
// log: {"value":2,"writable":true,"enumerable":false,"configurable":false} {"value":1,"writable":false,"enumerable":true,"configurable":false}
// log: RangeError Invalid array length
// log: RangeError Invalid array length
// log: TypeError Cannot redefine property: length
// log: TypeError Cannot redefine property: length
// log: TypeError Cannot redefine property: length
// log: ok 1 [1]
// Property order and descriptors after agent code patches records in place: numeric ids as keys, deletes and
// re-adds, defineProperty, arrays with extra fields, String wrappers, and array length redefinition errors.
let seed = 11;
const rnd = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };
const keyPool = ["0", "1", "2", "10", "9", "a", "b", "c", "-1", "01", "1.5", "1e3", "z", "constructor", "__x", "length", "name", "100"];
for (let t = 0; t < 12; t++) {
  const o = t % 3 === 0 ? [] : t % 3 === 1 ? {} : Object.create(null);
  const errors = [];
  for (let i = 0; i < 25; i++) {
    const k = keyPool[Math.floor(rnd() * keyPool.length)];
    const r = rnd();
    try {
      if (r < 0.6) o[k] = i;
      else if (r < 0.85) delete o[k];
      else Object.defineProperty(o, k, { value: i, enumerable: rnd() < 0.5, configurable: true, writable: true });
    } catch (e) {
      errors.push(`${k}:${e.name}`);
    }
  }
  const forIn = [];
  for (const k in o) forIn.push(k);
  console.log(t, errors.join(" ") || "-", "|", Object.keys(o).join(","), "|", forIn.join(","), "|", Object.getOwnPropertyNames(o).join(","));
}
const byId = {};
for (const id of [42, 7, 1000, 3]) byId[id] = { id };
byId.total = 4;
byId[5] = { id: 5 };
console.log(Object.keys(byId).join(","), JSON.stringify(Object.values(byId).map((v) => v.id ?? v)));
const rows = Object.assign([{ n: 1 }, { n: 2 }], { page: 1, hasMore: true });
console.log(Object.getOwnPropertyNames(rows).join(","), Reflect.ownKeys(rows).join(","), Object.keys(rows).join(","), JSON.stringify(rows));
const label = Object.assign(new String("ok"), { code: 200 });
console.log(Object.getOwnPropertyNames(label).join(","), Object.keys(label).join(","), JSON.stringify(Object.getOwnPropertyDescriptors(label)));
console.log(JSON.stringify(Object.getOwnPropertyDescriptor([1, 2], "length")), JSON.stringify(Object.getOwnPropertyDescriptor(Object.freeze({ q: 1 }), "q")));
for (const desc of [{ value: 1.5, enumerable: true }, { value: -1 }, { value: 1, enumerable: true }, { value: 1, configurable: true }, { get() { return 1; } }, { value: 1 }]) {
  const a = [1, 2, 3];
  try {
    Object.defineProperty(a, "length", desc);
    console.log("ok", a.length, JSON.stringify(a));
  } catch (e) {
    console.log(e.name, e.message);
  }
}
return Object.keys(byId);
