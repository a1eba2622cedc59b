// value: null
// log: {"s":"q\"uote\n","n":0,"big":1e+21,"small":1e-7,"nan":null,"inf":null,"d":"1970-01-01T00:00:00.000Z","arr":[null,null,null],"nested":{"e":{}}}
// log: {
// log:   "s": "q\"uote\n",
// log:   "n": 0,
// log:   "big": 1e+21,
// log:   "small": 1e-7,
// log:   "nan": null,
// log:   "inf": null,
// log:   "d": "1970-01-01T00:00:00.000Z",
// log:   "arr": [
// log:     null,
// log:     null,
// log:     null
// log:   ],
// log:   "nested": {
// log:     "e": {}
// log:   }
// log: }
// log: [
// log: --1,
// log: --{
// log: ----"a": [
// log: ------2,
// log: ------{
// log: --------"b": 3
// log: ------}
// log: ----]
// log: --}
// log: ] {"a":1,"c":{"a":3}}
// log: {"a":10,"b":"x"} "\ud800" "custom"
// log: { a: [ 1, 2, { b: null } ], c: 'é' } [ 1000, -0.5, true ] x null
// log: { a: 2, b: { c: 3 } } { ['__proto__']: 1 }
// log: SyntaxError Expected property name or '}' in JSON at position 1
// log: SyntaxError Unexpected token ']', "[1,]" is not valid JSON
// log: SyntaxError Unexpected end of JSON input
// log: SyntaxError Unexpected token ''', "'x'" is not valid JSON
// log: SyntaxError Expected ',' or '}' after property value in JSON at position 6
// log: SyntaxError Unexpected number in JSON at position 1
// log: SyntaxError Unexpected non-whitespace character after JSON at position 2
// log: SyntaxError "NaN" is not valid JSON
// log: SyntaxError Bad control character in string literal in JSON at position 1
// log: TypeError Converting circular structure to JSON
// log: undefined undefined undefined null {} {}
const data = { s: "q\"uote\n", n: -0, big: 1e21, small: 1e-7, nan: NaN, inf: Infinity, u: undefined, f() {}, d: new Date(0), arr: [undefined, () => 1, NaN], nested: { e: {} } };
console.log(JSON.stringify(data));
console.log(JSON.stringify(data, null, 2));
console.log(JSON.stringify([1, { a: [2, { b: 3 }] }], null, "--"), JSON.stringify({ a: 1, b: 2, c: { a: 3, d: 4 } }, ["a", "c"]));
console.log(JSON.stringify({ a: 1, b: "x" }, (k, v) => (typeof v === "number" ? v * 10 : v)), JSON.stringify("\ud800"), JSON.stringify({ toJSON() { return "custom"; } }));
console.log(JSON.parse('{"a":[1,2,{"b":null}],"c":"\\u00e9"}'), JSON.parse("  [1e3, -0.5, true]  "), JSON.parse('"x"'), JSON.parse("null"));
console.log(JSON.parse('{"a":1,"b":{"c":2}}', (k, v) => (typeof v === "number" ? v + 1 : v)), JSON.parse('{"__proto__": 1}'));
for (const bad of ["{a:1}", "[1,]", "", "'x'", '{"a":1', "01", "1 2", "NaN", '"\t"']) {
  try { JSON.parse(bad); } catch (e) { console.log(e.name, e.message); }
}
const cyc = {}; cyc.self = cyc; try { JSON.stringify(cyc); } catch (e) { console.log(e.name, e.message.split("\n")[0]); }
console.log(JSON.stringify(undefined), JSON.stringify(() => 1), JSON.stringify(Symbol()), JSON.stringify(null), JSON.stringify(new Map([[1, 2]])), JSON.stringify(new Set([1])));
