// value: ["1","2","3"]
// log: a|b|c :: a|b|c :: 1,2 \n| :: 
// log: | :: x x\ny1
// log: >hi 5
// log: a%20b%26c%2F%C3%A9%3F http://x.y/a%20b?q=1&r=%C3%A9#h a b&é %3Fa b
// log: URIError URI malformed
// log: 2 3 true true 5 true
// log: true
function tag(strings, ...vals) { return strings.raw.join("|") + " :: " + strings.join("|") + " :: " + vals.join(","); }
console.log(tag`a${1}b${2}c`, tag`\n${"x"}`, String.raw`x\ny${1}`);
const obj = { t(s, v) { return this.p + s[0] + v; }, p: ">" };
console.log(obj.t`hi ${5}`);
console.log(encodeURIComponent("a b&c/é?"), encodeURI("http://x.y/a b?q=1&r=é#h"), decodeURIComponent("a%20b%26%C3%A9"), decodeURI("%3Fa%20b"));
try { decodeURIComponent("%E0%A4%A"); } catch (e) { console.log(e.name, e.message); }
const orig = { a: [1, { b: 2 }], m: new Map([["k", new Set([1])]]), d: new Date(5) };
orig.self = orig;
const copy = structuredClone(orig);
copy.a[1].b = 3;
console.log(orig.a[1].b, copy.a[1].b, copy.self === copy, copy.m.get("k").has(1), copy.d.getTime(), copy !== orig);
try { structuredClone({ f() {} }); } catch (e) { console.log(e instanceof Error); }
return [1, 2, 3].map(String);
