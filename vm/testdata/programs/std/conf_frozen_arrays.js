// log: pop TypeError Cannot delete property '1' of [object Array]
// log: push TypeError Cannot add property 2, object is not extensible
// log: shift TypeError Cannot assign to read only property '0' of object '[object Array]'
// log: unshift TypeError Cannot add property 2, object is not extensible
// log: splice TypeError Cannot assign to read only property '0' of object '[object Array]'
// log: reverse TypeError Cannot assign to read only property '0' of object '[object Array]'
// log: fill TypeError Cannot assign to read only property '0' of object '[object Array]'
// log: sort TypeError Cannot assign to read only property '0' of object '[object Array]'
// log: copyWithin TypeError Cannot assign to read only property '0' of object '[object Array]'
// log: length TypeError Cannot assign to read only property 'length' of object '[object Array]'
// log: pop TypeError Cannot assign to read only property 'length' of object '[object Array]'
// log: push TypeError Cannot add property 0, object is not extensible
// log: shift TypeError Cannot assign to read only property 'length' of object '[object Array]'
// log: unshift TypeError Cannot add property 0, object is not extensible
// log: splice TypeError Cannot assign to read only property 'length' of object '[object Array]'
// log: reverse []
// log: fill []
// log: sort []
// log: copyWithin []
// log: length TypeError Cannot assign to read only property 'length' of object '[object Array]'
// log: pop TypeError Cannot delete property '1' of [object Array]
// log: push TypeError Cannot add property 2, object is not extensible
// log: shift TypeError Cannot delete property '1' of [object Array]
// log: unshift TypeError Cannot add property 2, object is not extensible
// log: splice TypeError Cannot delete property '1' of [object Array]
// log: reverse [ 2, 1 ]
// log: fill [ 0, 0 ]
// log: sort [ 1, 2 ]
// log: copyWithin [ 2, 2 ]
// log: length TypeError Cannot delete property '1' of [object Array]
// Mutating Array methods on frozen and sealed arrays throw V8's errors; a sealed
// array's length cannot drop below its elements.
const t = (name, f) => { try { console.log(name, f()); } catch (e) { console.log(name, e.name, e.message); } };
for (const mk of [() => Object.freeze([1, 2]), () => Object.freeze([]), () => Object.seal([1, 2])]) {
  t("pop", () => mk().pop());
  t("push", () => mk().push(3));
  t("shift", () => mk().shift());
  t("unshift", () => mk().unshift(0));
  t("splice", () => mk().splice(0, 1));
  t("reverse", () => mk().reverse());
  t("fill", () => mk().fill(0));
  t("sort", () => mk().sort());
  t("copyWithin", () => mk().copyWithin(0, 1));
  t("length", () => { "use strict"; const a = mk(); a.length = 0; return a.length; });
}
