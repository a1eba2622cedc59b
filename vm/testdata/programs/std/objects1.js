// value: "{\"1\":\"one\",\"2\":\"two\",\"b\":\"two\",\"c\":[1,2,{\"d\":3}],\"e-f\":true}"
// log: {
// log:   '1': 'one',
// log:   '2': 'two',
// log:   a: 1,
// log:   b: 'two',
// log:   c: [ 1, 2, { d: 3 } ],
// log:   'e-f': true
// log: }
// log: [ '1', '2', 'a', 'b', 'c', 'e-f' ] 6 [ [ 'x', 1 ], [ 'y', 2 ] ]
// log: false true true [ '1', '2', 'b', 'c', 'e-f', 'z' ]
// log: { a: 3, b: 2 } { a: 3, b: 2, c: 4, d: 5 }
// log: 2 42 { dynamic: 1, x1: 2, method: [Function: method], g: [Getter] }
// log: { a: { b: { c: [Object] } } }
// log: {} [] [ [] ] [ {} ] { a: [] } [ undefined, null ] [ <1 empty item>, 1, <1 empty item> ]
// log: { a: 1, b: 2 } { q: 1 }
const o = { a: 1, b: "two", c: [1, 2, { d: 3 }], "e-f": true, 2: "two", 1: "one" };
console.log(o);
console.log(Object.keys(o), Object.values(o).length, Object.entries({ x: 1, y: 2 }));
o.z = undefined;
delete o.a;
console.log("a" in o, "b" in o, o.hasOwnProperty("z"), Object.keys(o));
const merged = Object.assign({}, { a: 1 }, { b: 2 }, null, { a: 3 });
const spread = { ...merged, c: 4, ...{ d: 5 } };
console.log(merged, spread);
const k = "dyn";
const comp = { [k + "amic"]: 1, [`x${1}`]: 2, method() { return this.dynamic + 1; }, get g() { return 42; } };
console.log(comp.method(), comp.g, comp);
const nested = { a: { b: { c: { d: { e: 1 } } } } };
console.log(nested);
console.log({}, [], [[]], [{}], { a: [] }, [undefined, null], [ , 1, , ]);
console.log(Object.fromEntries([["a", 1], ["b", 2]]), Object.freeze({ q: 1 }));
return JSON.stringify(o);
