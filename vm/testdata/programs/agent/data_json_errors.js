// value: ["TypeError: Converting circular structure to JSON","    --\u003e starting at object with constructor 'Object'","    |     property 'children' -\u003e object with constructor 'Array'","    |     index 0 -\u003e object with constructor 'Object'","    --- property 'parent' closes the circle"]
// log: TypeError: Converting circular structure to JSON
// log:     --> starting at object with constructor 'Object'
// log:     |     property 'children' -> object with constructor 'Array'
// log:     |     index 0 -> object with constructor 'Object'
// log:     --- property 'parent' closes the circle
// log: TypeError: Converting circular structure to JSON
// log:     --> starting at object with constructor 'Object'
// log:     |     property 'a' -> object with constructor 'Object'
// log:     |     property 'b' -> object with constructor 'Object'
// log:     |     ...
// log:     |     property 'e' -> object with constructor 'Object'
// log:     --- property 'back' closes the circle
// log: TypeError: Converting circular structure to JSON
// log:     --> starting at object with constructor 'Object'
// log:     |     property 'c' -> object with constructor 'Object'
// log:     |     property 'd' -> object with constructor 'Object'
// log:     |     property 'e' -> object with constructor 'Object'
// log:     --- property 'back' closes the circle
// log: TypeError: Converting circular structure to JSON
// log:     --> starting at object with constructor 'Session'
// log:     |     property 'user' -> object with constructor 'Object'
// log:     --- property 'session' closes the circle
// log: TypeError: Converting circular structure to JSON
// log:     --> starting at object with constructor 'Array'
// log:     --- index 2 closes the circle
// log: TypeError: Converting circular structure to JSON
// log:     --> starting at object with constructor 'Array'
// log:     |     index 0 -> object with constructor 'Array'
// log:     |     index 0 -> object with constructor 'Array'
// log:     |     ...
// log:     |     index 0 -> object with constructor 'Array'
// log:     --- index 0 closes the circle
// log: TypeError: Converting circular structure to JSON
// log:     --> starting at object with constructor 'Object'
// log:     --- property 'self' closes the circle
// log: TypeError: Converting circular structure to JSON
// log:     --> starting at object with constructor 'Object'
// log:     --- property 'x' closes the circle
// log: TypeError: Converting circular structure to JSON
// log:     --> starting at object with constructor 'Object'
// log:     |     property 'p' -> object with constructor 'Object'
// log:     --- property 'b' closes the circle
// log: {"id":"root","children":[{"id":"child","parent":"[Circular]"}]} {"big":"12345678901234567890","list":[1,2,"[Circular]"]}
// log: TypeError: Do not know how to serialize a BigInt TypeError: Do not know how to serialize a BigInt
// log: "{\"a\":1,}" -> SyntaxError: Expected double-quoted property name in JSON at position 7
// log: "{'a':1}" -> SyntaxError: Expected property name or '}' in JSON at position 1
// log: "[1,2" -> SyntaxError: Expected ',' or ']' after array element in JSON at position 4
// log: "" -> SyntaxError: Unexpected end of JSON input
// log: "undefined" -> SyntaxError: "undefined" is not valid JSON
// log: "{\"a\":01}" -> SyntaxError: Unexpected number in JSON at position 6
// log: "NaN" -> SyntaxError: "NaN" is not valid JSON
// log: "tru" -> SyntaxError: Unexpected end of JSON input
// log: "{\"a\" 1}" -> SyntaxError: Expected ':' after property name in JSON at position 5
// log: "\"abc" -> SyntaxError: Unterminated string in JSON at position 4
// log: "[1, 2, nul]" -> SyntaxError: Unexpected token ']', "[1, 2, nul]" is not valid JSON
// log: "{\"a\":1} x" -> SyntaxError: Unexpected non-whitespace character after JSON at position 8
// log: SyntaxError: "undefined" is not valid JSON null SyntaxError: "[object Object]" is not valid JSON
// log: {
// log:    "a": [
// log:       1,
// log:       {
// log:          "b": 2
// log:       }
// log:    ]
// log: } {
// log: --"a": 1
// log: } {"1":"one","b":2}
// JSON failures agent code catches and reports: circular structures (V8's path message), BigInt, bad input to parse.
const report = (fn) => {
  try {
    return fn();
  } catch (e) {
    return `${e.name}: ${e.message}`;
  }
};
const node = { id: "root", children: [] };
node.children.push({ id: "child", parent: node });
console.log(report(() => JSON.stringify(node)));
const deep = { a: { b: { c: { d: { e: {} } } } } };
deep.a.b.c.d.e.back = deep;
console.log(report(() => JSON.stringify(deep)));
deep.a.b.c.d.e.back = deep.a.b;
console.log(report(() => JSON.stringify({ wrapper: [deep] })));
class Session { constructor() { this.user = { name: "u" }; this.user.session = this; } }
console.log(report(() => JSON.stringify(new Session())));
const list = [1, 2];
list.push(list);
console.log(report(() => JSON.stringify(list)));
const nested = [[[[[[]]]]]];
nested[0][0][0][0][0].push(nested);
console.log(report(() => JSON.stringify(nested)));
const nullProto = Object.create(null);
nullProto.self = nullProto;
console.log(report(() => JSON.stringify(nullProto)));
const viaToJSON = { toJSON() { return loop; } };
const loop = { x: null };
loop.x = loop;
console.log(report(() => JSON.stringify(viaToJSON)));
const withReplacer = {};
withReplacer.p = { a: 1, b: withReplacer };
console.log(report(() => JSON.stringify(withReplacer, (k, v) => v, 2)));
const safeStringify = (value) => {
  const seen = new WeakSet();
  return JSON.stringify(value, (k, v) => {
    if (typeof v === "object" && v !== null) {
      if (seen.has(v)) return "[Circular]";
      seen.add(v);
    }
    return typeof v === "bigint" ? v.toString() : v;
  });
};
console.log(safeStringify(node), safeStringify({ big: 12345678901234567890n, list }));
console.log(report(() => JSON.stringify({ total: 10n })), report(() => JSON.stringify([1n])));
for (const bad of ['{"a":1,}', "{'a':1}", "[1,2", "", "undefined", '{"a":01}', "NaN", "tru", '{"a" 1}', '"abc', "[1, 2, nul]", '{"a":1} x']) {
  console.log(JSON.stringify(bad), "->", report(() => JSON.parse(bad)));
}
console.log(report(() => JSON.parse(undefined)), report(() => JSON.parse(null)), report(() => JSON.parse({})));
console.log(JSON.stringify({ a: [1, { b: 2 }] }, null, new Number(3)), JSON.stringify({ a: 1 }, null, new String("--")), JSON.stringify({ 1: "one", b: 2 }, [new Number(1), new String("b")]));
return report(() => JSON.stringify(node)).split("\n");
