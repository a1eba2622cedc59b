// value: {"keys":["id","created","items","meta"],"total":20.48}
// log: id,created,qty,price,0,qty,price,1,items,secret,ok,meta,<root>
// log: 18 2024 false {"ok":true}
// log: 20.48 20.48
// log: [1,null,3,null] 4 false
// log: {"a":{"b":1,"added":"yes"}}
// log: { x: [ 1, 2 ] } é
// log:  1000 -0 true
// log: 1 [ '__proto__', 'a' ]
// log: {"1":3,"b":4,"a":2}
// log: 12345678901234567000 1.0000000000000002 1e-7
// log: SyntaxError
// log: SyntaxError
// log: SyntaxError
// log: SyntaxError
// log: SyntaxError
// log: SyntaxError
// log: SyntaxError
// log: SyntaxError
// log: SyntaxError
// log: true 1672531200000 not-a-date
// JSON.parse with revivers: date revival, dropping keys, number coercion, visit order, errors.
const raw = '{"id":"17","created":"2024-05-01T10:00:00.000Z","items":[{"qty":"2","price":"9.99"},{"qty":"1","price":"0.5"}],"meta":{"secret":"x","ok":true}}';
const visits = [];
const parsed = JSON.parse(raw, function (key, value) {
  visits.push(key === "" ? "<root>" : key);
  if (key === "secret") return undefined;
  if (key === "created") return new Date(value);
  if (key === "qty" || key === "id") return Number(value);
  if (key === "price") return parseFloat(value);
  return value;
});
console.log(visits.join(","));
console.log(parsed.id + 1, parsed.created.getUTCFullYear(), "secret" in parsed.meta, JSON.stringify(parsed.meta));
const total = parsed.items.reduce((s, { qty, price }) => s + qty * price, 0);
console.log(total, total.toFixed(2));
const arr = JSON.parse("[1,2,3,4]", (k, v) => (typeof v === "number" && v % 2 === 0 ? undefined : v));
console.log(JSON.stringify(arr), arr.length, 1 in arr);
const thisCheck = JSON.parse('{"a":{"b":1}}', function (k, v) {
  if (k === "b") this.added = "yes";
  return v;
});
console.log(JSON.stringify(thisCheck));
console.log(JSON.parse(' \n\t{"x" : [ 1 , 2 ] } '), JSON.parse('"\\u00e9\\n"'), JSON.parse("1e3"), JSON.parse("-0"), Object.is(JSON.parse("-0"), -0));
console.log(JSON.parse('{"__proto__": {"p": 1}}').__proto__.p, Object.keys(JSON.parse('{"__proto__": 1, "a": 2}')));
console.log(JSON.stringify(JSON.parse('{"b":1,"a":2,"1":3,"b":4}')));
const big = JSON.parse('{"n": 12345678901234567890, "f": 1.0000000000000002, "e": 1E-7}');
console.log(big.n, big.f, big.e);
for (const bad of ['{"a":1,}', "{'a':1}", "[1,2", "", "undefined", '{"a":01}', "NaN", '"\t"', "tru"]) {
  try {
    JSON.parse(bad);
    console.log("parsed", bad);
  } catch (e) {
    console.log(e.name);
  }
}
const dateRe = /^\d{4}-\d{2}-\d{2}T/;
const revived = JSON.parse('[{"at":"2023-01-01T00:00:00Z"},{"at":"not-a-date"}]', (k, v) => (typeof v === "string" && dateRe.test(v) ? new Date(v) : v));
console.log(revived[0].at instanceof Date, revived[0].at.getTime(), revived[1].at);
return { total: Math.round(total * 100) / 100, keys: Object.keys(parsed) };
