// log: [Object: null prototype] {}
// log: [Object: null prototype] { apple: 3, 'banana split': 5 }
// log: { counts: [Object: null prototype] { apple: 3, 'banana split': 5 } }
// log: { a: { b: { c: [Object: null prototype] {} } } }
// log: [Object: null prototype] { x: { y: { z: [Object: null prototype] } } }
// log: [ [Object: null prototype] {} ]
// log: { own: 2 }
// log: { l1: { l2: { l3: [Object: null prototype] } } }
// Objects without a prototype.
const dict = Object.create(null);
console.log(dict);
dict.apple = 3;
dict["banana split"] = 5;
console.log(dict);
console.log({ counts: dict });
console.log({ a: { b: { c: Object.create(null) } } });
const d2 = Object.create(null);
d2.x = { y: { z: Object.assign(Object.create(null), { k: 1 }) } };
console.log(d2);
console.log([Object.create(null)]);
const p = Object.create({ inherited: 1 });
p.own = 2;
console.log(p);
const deepNull = Object.assign(Object.create(null), { v: 1 });
console.log({ l1: { l2: { l3: deepNull } } });
