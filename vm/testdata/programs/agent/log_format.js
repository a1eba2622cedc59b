// log: Bob is 42 years
// log: { a: 1, b: [Object] } extra
// log: 1.5 -0 12n
// log: null undefined true
// log: Symbol(s) [ 1, [ 2, [ 3, [Array] ] ] ]
// log: 42 3.9 NaN 7n
// log: 42 -3 1
// log: 3.14 2 NaN
// log: {"a":[1,2],"s":"x"}
// log: "str" %j
// log: [Circular]
// log: {
// log:   a: [ 1, 2, 3, [length]: 3 ],
// log:   s: 'x',
// log:   nested: { list: [ { k: 1 }, [length]: 1 ] }
// log: }
// log: [
// log:   [
// log:     1,
// log:     [ 2, [ 3, [ 4, [Array], [length]: 2 ], [length]: 2 ], [length]: 2 ],
// log:     [length]: 2
// log:   ],
// log:   [length]: 1
// log: ]
// log: Map(1) { 'a' => [ 1, [length]: 1 ] } Set(1) { 1 } a
// log: b 42 null
// log: { a: { b: { c: [Object] } } }
// log:  styled  text
// log: 100% done and more
// log: 50%
// log: %x %q unknown 1
// log: missing: one %s
// log: a b { c: 1 }
// log: no specifiers x 1 { y: 2 }
// log: 5 %s not a format
// log: function namedFn() {}
// log: class K {}
// log: 1970-01-01T00:00:00.000Z
// log: Error: in format
// log:     at run (agent.js:9:3)
// log: [ 1, [Array] ] Map(1) { 1 => { a: 1 } }
// log: custom!
// log: own toString
// log: NaN %i []
// log: trailing %
// log: % %% %s
// log: a:%s
// util.format specifiers and extra arguments.
console.log("%s is %d years", "Bob", 42);
console.log("%s", { a: 1, b: { c: { d: {} } } }, "extra");
console.log("%s %s %s", 1.5, -0, 12n);
console.log("%s", null, undefined, true);
console.log("%s", Symbol("s"), [1, [2, [3, [4]]]]);
console.log("%d %d %d %d", "42", 3.9, "abc", 7n);
console.log("%i %i %i", 42.9, "-3.7", 1e21);
console.log("%f %f %f", "3.14xyz", 2, "x");
console.log("%j", { a: [1, 2], s: "x" });
console.log("%j", "str", "%j");
const circ = { n: 1 };
circ.self = circ;
console.log("%j", circ);
console.log("%o", { a: [1, 2, 3], s: "x", nested: { list: [{ k: 1 }] } });
console.log("%o", [[1, [2, [3, [4, [5, [6]]]]]]]);
console.log("%o", new Map([["a", [1]]]), new Set([1]), "a\nb", 42, null);
console.log("%O", { a: { b: { c: { d: 1 } } } });
console.log("%c styled %c text", "color: red", "font-weight: bold");
console.log("100%% done", "and more");
console.log("%s%%", 50);
console.log("%x %q unknown", 1);
console.log("missing: %s %s", "one");
console.log("%s", "a", "b", { c: 1 });
console.log("no specifiers", "x", 1, { y: 2 });
console.log(5, "%s", "not a format");
console.log("%s", function namedFn() {});
console.log("%s", class K {});
console.log("%s", new Date(0));
const fe = new Error("in format");
fe.stack = "Error: in format\n    at run (agent.js:9:3)";
console.log("%s", fe);
console.log("%s", [1, [2, [3]]], new Map([[1, { a: 1 }]]));
class WithToString { toString() { return "custom!"; } }
console.log("%s", new WithToString());
console.log("%s", { toString() { return "own toString"; } });
console.log("%d", {}, "%i", []);
console.log("trailing %");
console.log("%", "%%", "%s");
console.log("%s:%s", "a");
