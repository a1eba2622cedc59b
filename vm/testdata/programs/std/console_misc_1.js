// value: null
// log: info 1
// log: warn [ 2 ]
// log: error { e: 3 }
// log: debug
// log: 
// log: 
// log: a  b
// log: null undefined
// log: custom %d x
// log: only one %s
// log: 42 %i n
// log: [ [] ] [ {} ] {} [] [ [ [ [] ] ] ] { a: {} } { '': 1 }
// log: [ 1, 2.5, -0, 1e+100, 123456789012345680000 ]
// log: Symbol(desc) [ Symbol() ] { s: Symbol(reg), [Symbol(k)]: 1 }
// log: [Function: foo] [class Bar] [AsyncFunction (anonymous)] [GeneratorFunction: g] [Function: max]
console.info("info", 1); console.warn("warn", [2]); console.error("error", { e: 3 }); console.debug("debug");
console.log(); console.log(""); console.log("a", "", "b"); console.log(null, undefined);
console.log("%s", { toString() { return "custom"; } }, "%d", "x");
console.log("%s %s", "only one");
console.log("%i", 42.9, "%i", "n");
console.log([[]], [{}], {}, [], [[[[]]]], { a: {} }, { "": 1 });
console.log([1.0, 2.50, -0.0, 1e100, 123456789012345680000]);
console.log(Symbol("desc"), [Symbol()], { [Symbol("k")]: 1, s: Symbol.for("reg") });
console.log(function foo() {}, class Bar {}, async () => {}, function* g() {}, Math.max);
