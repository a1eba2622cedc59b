// value: {"id":42,"roles":["admin","dev"]}
// log: {"id":42,"name":"Ada","password":"hunter2","profile":{"email":"ada@example.com","age":36,"prefs":{"theme":"dark","beta":true}},"roles":["admin","dev"],"createdAt":"2020-01-02T03:04:05.006Z","score":null,"ratio":null}
// log: {"id":42,"name":"Ada","profile":{"email":"ada@example.com"}}
// log: {"id":42,"name":"Ada","password":"[redacted]","profile":{"email":"ada@example.com","age":36,"prefs":{"theme":"dark","beta":true}},"roles":["admin","dev"],"createdAt":"2020-01-02T03:04:05.006Z","score":"NaN","ratio":"Infinity"}
// log: {
// log:   "email": "ada@example.com",
// log:   "age": 36,
// log:   "prefs": {
// log:     "theme": "dark",
// log:     "beta": true
// log:   }
// log: }
// log: [
// log: --"admin",
// log: --"dev"
// log: ]
// log: {
// log:     "a": [],
// log:     "b": {},
// log:     "c": [
// log:         []
// log:     ],
// log:     "d": [
// log:         {}
// log:     ]
// log: }
// log: true [
// log: abcdefghij1
// log: ]
// log: [null,null,null,null,0,null]
// log: {"price":"12.50 EUR","list":["12.50 EUR"]}
// log: {"x":"key:x","y":["key:0"]} "key:"
// log: :object a:object b:object c:object 0:arr 1:arr
// log: {"a":1}
// log: {"a":"a","1":"one","2":"two"}
// log: {} {} [null]
// log: "line\nbreak\t\"q\"" "sep <U+2028> <U+2029>" "\ud800 \udc00x 😀" {"\u0007":1}
// log: {"own":2}
// log: undefined undefined null false "s"
// log: TypeError Converting circular structure to JSON
// JSON.stringify as models use it: replacer arrays and functions, indentation, toJSON, odd values.
const user = {
  id: 42,
  name: "Ada",
  password: "hunter2",
  profile: { email: "ada@example.com", age: 36, prefs: { theme: "dark", beta: true } },
  roles: ["admin", "dev"],
  createdAt: new Date(Date.UTC(2020, 0, 2, 3, 4, 5, 6)),
  score: NaN,
  ratio: Infinity,
  nothing: undefined,
  fn() {},
  sym: Symbol("s"),
};
console.log(JSON.stringify(user));
console.log(JSON.stringify(user, ["id", "name", "profile", "email"]));
console.log(JSON.stringify(user, (k, v) => (k === "password" ? "[redacted]" : typeof v === "number" && !Number.isFinite(v) ? String(v) : v)));
console.log(JSON.stringify(user.profile, null, 2));
console.log(JSON.stringify(user.roles, null, "--"));
console.log(JSON.stringify({ a: [], b: {}, c: [[]], d: [{}] }, null, 4));
console.log(JSON.stringify({ a: 1 }, null, 20) === JSON.stringify({ a: 1 }, null, 10), JSON.stringify([1], null, "abcdefghijklmnop"));
console.log(JSON.stringify([undefined, function () {}, Symbol("x"), NaN, -0, null]));
const money = { amount: 12.5, currency: "EUR", toJSON() { return `${this.amount.toFixed(2)} ${this.currency}`; } };
console.log(JSON.stringify({ price: money, list: [money] }));
const keyed = { toJSON(key) { return `key:${key}`; } };
console.log(JSON.stringify({ x: keyed, y: [keyed] }), JSON.stringify(keyed));
const calls = [];
JSON.stringify({ a: 1, b: { c: [2, 3] } }, function (k, v) { calls.push(`${k}:${Array.isArray(this) ? "arr" : typeof this}`); return v; });
console.log(calls.join(" "));
console.log(JSON.stringify({ a: 1, b: 2, c: 3 }, (k, v) => (k === "" ? v : v > 1 ? undefined : v)));
console.log(JSON.stringify({ 2: "two", 1: "one", b: "b", a: "a" }, ["a", 1, "2", 1]));
console.log(JSON.stringify(new Map([["a", 1]])), JSON.stringify(new Set([1])), JSON.stringify([new Date(NaN)]));
const esc = (s) => s.replace(/[\u2028\u2029]/g, (c) => "<U+" + c.charCodeAt(0).toString(16) + ">");
console.log(JSON.stringify("line\nbreak\t\"q\""), esc(JSON.stringify("sep \u2028 \u2029")), JSON.stringify("\ud800 \udc00x \ud83d\ude00"), JSON.stringify({ "\u0007": 1 }));
console.log(JSON.stringify(Object.create({ inherited: 1 }, { own: { value: 2, enumerable: true }, hidden: { value: 3 } })));
console.log(JSON.stringify(undefined), JSON.stringify(() => 1), JSON.stringify(null), JSON.stringify(Object(false)), JSON.stringify(new String("s")));
try {
  const a = {};
  a.self = a;
  JSON.stringify(a);
} catch (e) {
  console.log(e.name, e.message.split("\n")[0]);
}
return JSON.parse(JSON.stringify(user, ["id", "roles"]));
