// value: null
// log: 167 true Bo "B"
// log: {
// log: 	"id": 1,
// log: 	"name": "Ana",
// log: 	"tags": [
// log: 		"a",
// log: 		"b"
// log: 	],
// log: 	"active": true,
// log: 	"score": 9.5,
// log: 	"meta": null
// log: }
// log: {"date":"1970-01-01T00:00:00.000Z","re":{},"map":{},"nested":[{}]} "\u0007\b\f\n\r\t\"\\/"
// log: { b: [ null ] } 0 3
// log: 16 [1] {
// log:   "a": []
// log: } {}
const data = { users: [{ id: 1, name: "Ana", tags: ["a", "b"], active: true, score: 9.5, meta: null }, { id: 2, name: "Bo \"B\"", tags: [], active: false, score: -0, meta: { k: "v" } }] };
const text = JSON.stringify(data);
console.log(text.length, JSON.stringify(JSON.parse(text)) === text, JSON.parse(text).users[1].name);
console.log(JSON.stringify(data.users[0], null, "\t"));
console.log(JSON.stringify({ date: new Date(0), re: /x/, map: new Map(), nested: [new Set([1])] }), JSON.stringify("\u0007\b\f\n\r\t\"\\/"));
console.log(JSON.parse(JSON.stringify({ a: undefined, b: [undefined] })), JSON.parse("[]").length, JSON.parse('{"a":{"b":{"c":[1,[2,[3]]]}}}').a.b.c[1][1][0]);
console.log(JSON.stringify({ a: 1 }, null, 20).split("\n")[1].length, JSON.stringify([1], null, -1), JSON.stringify({ a: [] }, null, 2), JSON.stringify({}, null, 2));
