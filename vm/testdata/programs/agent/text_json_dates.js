// value: 17
// log: {"id":7,"name":"Zoë \"Z\" O'Neil","created":"2024-03-05T10:00:00.000Z","tags":["α","β"],"note":"line1\nline2\ttab \u0007","emoji":"🎉","lone":"\ud800"}
// log: true true Tue, 05 Mar 2024 10:00:00 GMT
// log: {
// log: 	"id": 7,
// log: 	"created": "2024-03-05T10:00:00.000Z"
// log: }
// log: {
// log: --"d": "1970-01-01T00:00:00.000Z",
// log: --"when": "custom"
// log: }
// log: "é😀\u001f" {"ключ":"значение"}
// log: é😀 / { a: null }
// log: SyntaxError Expected property name or '}' in JSON at position 1
// log: SyntaxError Expected double-quoted property name in JSON at position 8
// log: SyntaxError Unexpected end of JSON input
// log: ["2023-12-31T23:59:59.000Z","2024-01-15T08:00:00.000Z","2024-03-05T10:00:00.000Z"]
// log: {"when":"2023-12-31"}
// JSON round trips with dates, revivers and unicode escapes.
const payload = { id: 7, name: "Zoë \"Z\" O'Neil", created: new Date("2024-03-05T10:00:00Z"), tags: ["α", "β"], note: "line1\nline2\ttab \u0007", emoji: "🎉", lone: "\ud800" };
const json = JSON.stringify(payload);
console.log(json);
const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z$/;
const back = JSON.parse(json, (k, v) => (typeof v === "string" && iso.test(v) ? new Date(v) : v));
console.log(back.created instanceof Date, back.created.getTime() === payload.created.getTime(), back.created.toUTCString());
console.log(JSON.stringify(payload, ["id", "created"], "\t"));
console.log(JSON.stringify({ d: new Date(0), when: { toJSON() { return "custom"; } } }, null, "--"));
console.log(JSON.stringify("\u00e9\u{1F600}\u001f"), JSON.stringify({ "ключ": "значение" }));
console.log(JSON.parse('"\\u00e9\\ud83d\\ude00"'), JSON.parse('"\\/"'), JSON.parse(' [1, "2", {"a": null}] ')[2]);
try { JSON.parse("{'a': 1}"); } catch (e) { console.log(e.name, e.message); }
try { JSON.parse('{"a": 1,}'); } catch (e) { console.log(e.name, e.message); }
try { JSON.parse(""); } catch (e) { console.log(e.name, e.message); }
const dates = ["2024-03-05T10:00:00Z", "2023-12-31T23:59:59Z", "2024-01-15T08:00:00Z"].map(s => new Date(s));
dates.sort((a, b) => a - b);
console.log(JSON.stringify(dates));
const text = JSON.stringify({ when: dates[0] }).replace(/"(\d{4}-\d{2}-\d{2})T[^"]+"/g, '"$1"');
console.log(text);
return JSON.parse(json).note.length;
