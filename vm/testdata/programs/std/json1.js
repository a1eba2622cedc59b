// value: {"k":[1,{"n":null}]}
// log: {"a":1,"b":[1,"x",null,null,null],"d":null,"e":"q\"\n\u0001"}
// log: [null,null] undefined "s" null
// log: {
// log:   "a": [
// log:     1,
// log:     {
// log:       "b": 2
// log:     }
// log:   ]
// log: }
// log: {"a":1,"c":3} {"a":10,"b":"x"}
// log: {"date":"1970-01-01T00:00:00.000Z"} "custom" [] {}
// log: { x: [ 1, 2.5, -300, true, null ], y: { z: 'é\n' } } 2
// log: [ 2, 4 ]
// log: TypeError
// log: SyntaxError
console.log(JSON.stringify({ a: 1, b: [1, "x", null, undefined, () => 1], c: undefined, d: NaN, e: "q\"\n\u0001" }));
console.log(JSON.stringify([undefined, function () {}]), JSON.stringify(undefined), JSON.stringify("s"), JSON.stringify(null));
console.log(JSON.stringify({ a: [1, { b: 2 }] }, null, 2));
console.log(JSON.stringify({ a: 1, b: 2, c: 3 }, ["a", "c"]), JSON.stringify({ a: 1, b: "x" }, (k, v) => (typeof v === "number" ? v * 10 : v)));
console.log(JSON.stringify({ date: new Date(0) }), JSON.stringify({ toJSON() { return "custom"; } }), JSON.stringify([], null, 2), JSON.stringify({}, null, 2));
const parsed = JSON.parse('{"x": [1, 2.5, -3e2, true, null], "y": {"z": "\\u00e9\\n"}}');
console.log(parsed, parsed.y.z.length);
console.log(JSON.parse("[1, 2]", (k, v) => (Array.isArray(v) ? v : v * 2)));
const cyc = {}; cyc.self = cyc;
try { JSON.stringify(cyc); } catch (e) { console.log(e.name); }
try { JSON.parse("{'a': 1}"); } catch (e) { console.log(e.name); }
return JSON.parse(JSON.stringify({ k: [1, { n: null }] }));
