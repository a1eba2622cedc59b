// value: {"kv":{"age":"31","name":"Ann","tags":"a,b"},"path":["usr","local","bin"]}
// log: [ 'a', 'b', '', 'c' ]
// log: [ 'a', 'b' ]
// log: [ 'a', 'b', 'c', 'd' ]
// log: [ '2024', '-', '03', '-', '05' ]
// log: [ 'a', 'b', 'c' ]
// log: [ '' ] []
// log: [ 'one', 'two', 'three', 'four' ]
// log: [ '\ud83c', '\udf89', 'a', '\ud83c', '\udf89' ]
// log: [ 'key', 'value' ]
// log: key value=more
// log: [ 'Camel', 'Case', 'String', 'Here' ]
// log: [ 'a', 'b', 'c', '' ]
// log: [ 't', 'e', 's', 't' ]
// log: x---3-4,5
// log: { name: 'Ann', age: '31', tags: 'a,b' }
// log: first / second
// log: [ 'usr', 'local', 'bin' ] usr/local/bin
// Splitting with limits, regexps with captures, and joining back.
console.log("a,b,,c".split(","));
console.log("a,b,,c".split(",", 2));
console.log("a, b ;c;  d".split(/\s*[,;]\s*/));
console.log("2024-03-05".split(/(-)/));
console.log("abc".split(""));
console.log("".split(","), "".split(""));
console.log("one  two\tthree\nfour".split(/\s+/));
console.log("🎉a🎉".split(""));
console.log("key=value=more".split("=", 2));
const [k, ...rest] = "key=value=more".split("=");
console.log(k, rest.join("="));
console.log("CamelCaseStringHere".split(/(?=[A-Z])/));
console.log("a1b22c333".split(/\d+/));
console.log("test".split(/(?:)/u));
console.log(["x", null, undefined, 3, [4, 5]].join("-"));
const kv = "name=Ann&age=31&tags=a,b".split("&").map(p => p.split("=")).reduce((o, [k, v]) => ({ ...o, [k]: v }), {});
console.log(kv);
const lines = "  first\n\n second  \n".split("\n").map(s => s.trim()).filter(Boolean);
console.log(lines.join(" / "));
const path = "/usr/local//bin/".split("/").filter(Boolean);
console.log(path, path.join("/"));
return { kv, path };
