// log: str 42 true null undefined -0 [ -0 ] NaN
// log: [ 'a', "it's", 'q"uote', `both'"` ] { s: 'x\ny' }
// log: [Function: foo] [Function (anonymous)] [AsyncFunction: bar] [Function (anonymous)] [Function: max]
// log: { f: [Function: f], g: [Function: g], h: [Function: h] }
// log: 1
// log: Promise { 5 } Promise { <pending> } { p: Promise { [ 1 ] } }
// log: [ 1.5, -2, 3e+21 ] { '123': 4, 'key with space': 1, valid_id: 2, '$dollar': 3 }
// log: { a: 1, b: { c: { d: [Object] } } }
// log: [ [ 1, [ 2, [Array] ] ] ]
// log: <ref *1> { name: 'c', self: [Circular *1], list: [ [Circular *1] ] }
// log: Bob is 42.5 years and 42, 3.5 extra 1
// log: {"a":[1]} [ 1 ] % tail
// log: {
// log:   longPropertyNameNumberOne: 'value one',
// log:   longPropertyNameNumberTwo: 'value two',
// log:   three: 3
// log: }
// log: [ { a: 1, b: 2 }, { a: 3, b: 4 } ] 1970-01-01T00:00:00.000Z [ '1', '2', '3' ]
// log: [Number: 3] [String: 'ab'] [Boolean: false] [Object: null prototype] {} [ undefined, <1 empty item>, null ]
// log: [
// log:      0,  100,  200,  300,  400,  500,
// log:    600,  700,  800,  900, 1000, 1100,
// log:   1200, 1300, 1400, 1500, 1600, 1700,
// log:   1800, 1900, 2000, 2100, 2200, 2300,
// log:   2400, 2500, 2600, 2700, 2800, 2900
// log: ]
// log: {
// log:   arr: [
// log:     'item0', 'item1',
// log:     'item2', 'item3',
// log:     'item4', 'item5',
// log:     'item6', 'item7'
// log:   ]
// log: }
console.log("str", 42, true, null, undefined, -0, [-0], NaN);
console.log(["a", 'it\'s', "q\"uote", "both'\""], { s: "x\ny" });
console.log(function foo() {}, () => {}, async function bar() {}, class_ => 1, Math.max);
console.log({ f() {}, g: function () {}, h: () => {} });
console.log([new Error("inner")].length);
console.log(Promise.resolve(5), new Promise(() => {}), { p: Promise.resolve([1]) });
console.log([1.5, -2, 3e21], { "key with space": 1, valid_id: 2, $dollar: 3, 123: 4 });
console.log({ a: 1, b: { c: { d: { e: { f: 1 } } } } });
console.log([[1, [2, [3, [4, [5]]]]]]);
const c = { name: "c" }; c.self = c; c.list = [c];
console.log(c);
console.log("%s is %d years and %i, %f", "Bob", 42.5, 42.9, "3.5", "extra", 1);
console.log("%j %O %%", { a: [1] }, [1], "tail");
console.log({ longPropertyNameNumberOne: "value one", longPropertyNameNumberTwo: "value two", three: 3 });
console.log([{ a: 1, b: 2 }, { a: 3, b: 4 }], new Date(0), [1, 2, 3].map(String));
console.log(new Number(3), new String("ab"), new Boolean(false), Object.create(null), [undefined, , null]);
console.log(Array.from({ length: 30 }, (_, i) => i * 100));
console.log({ arr: Array.from({ length: 8 }, (_, i) => "item" + i) });
