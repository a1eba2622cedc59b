// value: {"id":17,"items":[{"qty":2},{"qty":1}]}
// log: {"id":17,"createdAt":"2024-01-02T03:04:05.006Z","items":[{"sku":"A","qty":2,"price":9.99},{"sku":"B","qty":1,"price":0.30000000000000004}],"secret":"hunter2","meta":{"tags":{},"map":{}},"big":null,"nan":null,"inf":null,"neg0":0}
// log: {
// log:   "id": 17,
// log:   "items": [
// log:     {
// log:       "sku": "A"
// log:     },
// log:     {
// log:       "sku": "B"
// log:     }
// log:   ]
// log: }
// log: {
// log: 	"id": 17,
// log: 	"createdAt": "2024-01-02T03:04:05.006Z",
// log: 	"items": [
// log: 		{
// log: 			"sku": "A",
// log: 			"qty": 2,
// log: 			"price": 9.99
// log: 		},
// log: 		{
// log: 			"sku": "B",
// log: 			"qty": 1,
// log: 			"price": 0.3
// log: 		}
// log: 	],
// log: 	"secret": "***",
// log: 	"meta": {
// log: 		"tags": {},
// log: 		"map": {}
// log: 	},
// log: 	"big": null,
// log: 	"nan": null,
// log: 	"inf": null,
// log: 	"neg0": 0
// log: }
// log: [
// log: --null,
// log: --null,
// log: --null,
// log: --null
// log: ]
// log: {
// log:     "a": [],
// log:     "b": {},
// log:     "c": [
// log:         []
// log:     ]
// log: }
// log: true {
// log: abcdefghij"a": 1
// log: }
// log: {"total":"12.34 EUR (total)","list":["0.05 USD (0)"]} "0.01 X"
// log: {"replaced":true,"inner":"inner!"}
// log: {
// log:   when: 2024-05-06T07:08:09.000Z,
// log:   n: 42,
// log:   list: [ 1, 2, { when: 1999-12-31T23:59:59.000Z } ]
// log: } 2024 false
// log: [ '0:arr', '1:arr', 'b:object', 'a:object', 'c:object', ':object' ]
// log: TypeError Converting circular structure to JSON
// log: TypeError Do not know how to serialize a BigInt
// log: SyntaxError Expected property name or '}' in JSON at position 1
// log: SyntaxError Unexpected token ']', "[1,]" is not valid JSON
// log: SyntaxError Unexpected end of JSON input
// log: SyntaxError Unexpected non-whitespace character after JSON at position 7
// log: SyntaxError Unexpected end of JSON input
// log: SyntaxError Bad escaped character in JSON at position 2
// log: SyntaxError Unexpected number in JSON at position 1
// log: SyntaxError Unexpected token '}', ..." {"b": nul}]}" is not valid JSON
// log: SyntaxError Unexpected token 'u', ..."3],"next":undefined}" is not valid JSON
// log: SyntaxError Unexpected token 'x', "[x,1,1,1,1,"... is not valid JSON
// log: partial: Unexpected end of JSON input
// log: partial: Unterminated string in JSON at position 7
// log: partial: Expected ',' or ']' after array element in JSON at position 5
// log: partial: Bad Unicode escape in JSON at position 12
// log: {"name":"loop","me":"[Circular]"}
// log: 4 "\ud800 \"q\" \\ \n\t\b\f\u0001" {"\n":1,"é":"ü"}
// log: [ 1, 2500, -0, true, null, 'é' ] true
// log: {"own":2} [3,"s",false]
// log: {"date":null} "1970-01-01T00:00:00.000Z" "x" undefined
// log: [ '__proto__', 'a' ] 9007199254740992 undefined true
// log: {"1":"one","2":"two","b":2,"a":1} [
// log:  1,
// log:  [
// log:   2,
// log:   [
// log:    3
// log:   ]
// log:  ]
// log: ]
// log: JSON {"k":[1,{"z":2}]}
// JSON.stringify with replacers, indents, toJSON; JSON.parse with revivers.
const order = {
  id: 17,
  createdAt: new Date(Date.UTC(2024, 0, 2, 3, 4, 5, 6)),
  items: [{ sku: "A", qty: 2, price: 9.99 }, { sku: "B", qty: 1, price: 0.1 + 0.2 }],
  secret: "hunter2",
  meta: { tags: new Set(["x"]), map: new Map([["a", 1]]), fn() {}, sym: Symbol("s"), undef: undefined },
  big: null,
  nan: NaN,
  inf: -Infinity,
  neg0: -0,
};
console.log(JSON.stringify(order));
console.log(JSON.stringify(order, ["id", "items", "sku"], 2));
console.log(JSON.stringify(order, (k, v) => (k === "secret" ? "***" : typeof v === "number" && !Number.isInteger(v) ? Math.round(v * 100) / 100 : v), "\t"));
console.log(JSON.stringify([undefined, () => 1, Symbol("x"), NaN], null, "--"));
console.log(JSON.stringify({ a: [] , b: {}, c: [[]] }, null, 4));
console.log(JSON.stringify({ a: 1 }, null, 20) === JSON.stringify({ a: 1 }, null, 10), JSON.stringify({ a: 1 }, null, "abcdefghijklmno"));
class Money {
  constructor(cents, cur) { this.cents = cents; this.cur = cur; }
  toJSON(key) { return `${(this.cents / 100).toFixed(2)} ${this.cur}${key ? ` (${key})` : ""}`; }
}
console.log(JSON.stringify({ total: new Money(1234, "EUR"), list: [new Money(5, "USD")] }), JSON.stringify(new Money(1, "X")));
const withNested = { toJSON() { return { replaced: true, inner: { toJSON: () => "inner!" } }; } };
console.log(JSON.stringify(withNested));
const text = '{"when":"2024-05-06T07:08:09.000Z","n":"42","list":[1,2,{"when":"1999-12-31T23:59:59Z"}],"keep":null}';
const revived = JSON.parse(text, function (key, value) {
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}T/.test(value)) return new Date(value);
  if (key === "n") return Number(value);
  if (key === "keep") return undefined;
  return value;
});
console.log(revived, revived.when.getUTCFullYear(), "keep" in revived);
const seen = [];
JSON.parse('{"a":{"b":[10,20]},"c":3}', function (k, v) { seen.push(`${k}:${Array.isArray(this) ? "arr" : typeof this}`); return v; });
console.log(seen);
const cyclic = { name: "loop" };
cyclic.me = cyclic;
try {
  JSON.stringify(cyclic);
} catch (e) {
  console.log(e.name, e.message.split("\n")[0]);
}
try {
  JSON.stringify({ n: 10n });
} catch (e) {
  console.log(e.name, e.message);
}
for (const bad of ["{'a':1}", "[1,]", "", "{\"a\":1}x", "tru", '"\\x41"', "01", '{"a": [1, {"b": nul}]}', '{"ok":true,"items":[1,2,3],"next":undefined}', "[x,1,1,1,1,1,1,1,1,1]"]) {
  try {
    JSON.parse(bad);
    console.log("parsed", bad);
  } catch (e) {
    console.log(e.name, e.message);
  }
}
for (const partial of ['"abc\\', '{"a":"b', '[1, 2', '{"k": "v\\u12']) {
  try {
    JSON.parse(partial);
  } catch (e) {
    console.log("partial:", e.message);
  }
}
const seenSet = new WeakSet();
const safe = JSON.stringify(cyclic, (k, v) => {
  if (typeof v === "object" && v !== null) {
    if (seenSet.has(v)) return "[Circular]";
    seenSet.add(v);
  }
  return v;
});
console.log(safe);
console.log(JSON.stringify("\u2028\u2029").length, JSON.stringify("\ud800 \"q\" \\ \n\t\b\f\u0001"), JSON.stringify({ "\n": 1, "é": "ü" }));
console.log(JSON.parse(" [1, 2.5e3, -0, true, null, \"\\u00e9\"] "), Object.is(JSON.parse("-0"), -0));
console.log(JSON.stringify(Object.create({ inherited: 1 }, { own: { value: 2, enumerable: true } })), JSON.stringify([new Number(3), new String("s"), new Boolean(false)]));
console.log(JSON.stringify({ date: new Date(NaN) }), JSON.stringify(new Date(0)), JSON.stringify("x", null, 2), JSON.stringify(undefined));
const big = JSON.parse('{"__proto__": {"x": 1}, "a": 9007199254740993}');
console.log(Object.keys(big), big.a, big.x, Object.getPrototypeOf(big) === Object.prototype);
console.log(JSON.stringify({ b: 2, a: 1, 2: "two", 1: "one" }), JSON.stringify([1, [2, [3]]], null, 1));
console.log(JSON[Symbol.toStringTag], JSON.stringify({ k: [1, { z: 2 }] }, (k, v) => v, ""));
return JSON.parse(JSON.stringify(order, ["id", "items", "qty"]));
