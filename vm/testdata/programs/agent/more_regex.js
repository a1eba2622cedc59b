// value: ["ERROR","INFO","WARN","ERROR"]
// log: 4 {
// log:   date: '2024-01-16',
// log:   level: 'ERROR',
// log:   svc: 'auth',
// log:   msg: 'invalid token for user=42',
// log:   index: 123
// log: } true
// log: ERROR 39 null
// log: 42.50 [ '2', '3' ]
// log: USD 20, EUR 20, USD 60
// log: 09/03/2024 03|2024|2024-03||-09|$|$9-09
// log: SMITH, john @0
// log: [
// log:   '12', '+', '3',
// log:   '*',  '(', '4',
// log:   '-',  '1', ')'
// log: ] 0
// log: true 6 false 0
// log: a[B]c [ 'a', 'b', 'c' ] [
// log:   'a',  '1', 'b',
// log:   '22', 'c', '333',
// log:   ''
// log: ] [ 'a', 'b', 'c' ]
// log: [ 'x:1:3', 'y:22:4' ]
// log: TypeError String.prototype.matchAll called with a non-global RegExp argument
// log: someLongVariableName some_long_variable_name
// log: [ true, false, false, true ]
// log: [ 'These', 'several', 'longer', 'words' ] (?<word>\b\w{5,}\b) g /(?<word>\b\w{5,}\b)/g
// log: [Object: null prototype] { a: undefined, b: 'y' } {"b":"y"}
// log: [ 'héllo', 'wörld', '日本' ] true false
// log: [ 2, 5 ] [ 2, 5 ]
// log: [ 'a', 'b' ] [ 2024, 1, 2, 3, 4 ]
// log: Hi Ana, you owe $5. {{missing}}
// log: -a-a-a- abc! xx .a.b.c.
// log: true 2 true 3 false 0
// log: c__ i [/] \/
// log: 100 capable
// Regexp named groups, lookbehind, sticky, matchAll and replace callbacks.
const log = `2024-01-15 ERROR [db] timeout after 30s
2024-01-15 INFO [api] GET /users 200 12ms
2024-01-16 WARN [api] slow request 950ms
2024-01-16 ERROR [auth] invalid token for user=42`;
const lineRe = /^(?<date>\d{4}-\d{2}-\d{2}) (?<level>[A-Z]+) \[(?<svc>\w+)\] (?<msg>.*)$/gm;
const entries = [...log.matchAll(lineRe)].map((m) => ({ ...m.groups, index: m.index }));
console.log(entries.length, entries[3], Object.getPrototypeOf(entries[0]) === Object.prototype);
const m0 = lineRe.exec(log);
console.log(m0.groups.level, lineRe.lastIndex, Object.getPrototypeOf(m0.groups));
lineRe.lastIndex = 0;
console.log("price $42.50 and €13".match(/(?<=\$)\d+(\.\d+)?/)[0], "a1b2c3".match(/(?<![a])\d/g));
console.log("USD 10, EUR 20, USD 30".replace(/(?<=USD )\d+/g, (n) => n * 2));
const date = "2024-03-09";
console.log(date.replace(/(?<y>\d+)-(?<m>\d+)-(?<d>\d+)/, "$<d>/$<m>/$<y>"), date.replace(/(\d+)-(\d+)/, "$2|$1|$&|$`|$'|$$|$9"));
console.log("john smith".replace(/(?<first>\w+) (?<last>\w+)/, (...args) => {
  const groups = args.at(-1);
  return `${groups.last.toUpperCase()}, ${groups.first} @${args.at(-3)}`;
}));
const sticky = /\s*(\d+|[+*()-])/y;
const tokens = [];
const expr = " 12 + 3*(4 - 1)";
let mt;
while ((mt = sticky.exec(expr))) tokens.push(mt[1]);
console.log(tokens, sticky.lastIndex);
const st2 = /foo/y;
st2.lastIndex = 3;
console.log(st2.test("barfoo"), st2.lastIndex, st2.test("barfoo"), st2.lastIndex);
console.log("aBc".replace(/b/i, "[$&]"), "a.b.c".split(/\./), "a1b22c333".split(/(\d+)/), "abc".split(/(?:)/u));
console.log([..."x=1, y=22".matchAll(/(\w)=(\d+)/g)].map(([all, k, v]) => `${k}:${v}:${all.length}`));
try {
  "abc".matchAll(/b/);
} catch (e) {
  console.log(e.name, e.message);
}
const camel = "some_long-variable name".replace(/[-_ ](\w)/g, (_, c) => c.toUpperCase());
const snake = "someLongVariableName".replace(/[A-Z]/g, (c, off) => (off ? "_" : "") + c.toLowerCase());
console.log(camel, snake);
const emailRe = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
console.log(["a@b.co", "bad@", "x y@z.com", "ok.name+tag@mail.example.org"].map((e) => emailRe.test(e)));
const re = /(?<word>\b\w{5,}\b)/g;
console.log("These are several longer words here".match(re), re.source, re.flags, String(re));
const dup = /(?<a>x)|(?<b>y)/;
console.log("y".match(dup).groups, JSON.stringify("y".match(dup).groups));
const unicodeRe = /\p{L}+/gu;
console.log("héllo wörld 123 日本".match(unicodeRe), /^.$/u.test("😀"), /^.$/.test("😀"));
const indices = /(?<num>\d+)/d.exec("ab123cd");
console.log(indices.indices[0], indices.indices.groups.num);
console.log("a,b;c d".split(/[,; ]/, 2), "2024-01-02T03:04".split(/\D/).map(Number));
const templ = "Hi {{name}}, you owe {{ amount }}. {{missing}}";
const vars = { name: "Ana", amount: "$5" };
console.log(templ.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, k) => (k in vars ? vars[k] : m)));
console.log("aaa".replace(/a*?/g, "-"), "abc".replace(/$/, "!"), "x".replace("x", "$&$&"), "abc".replace(/(?:)/g, "."));
const glob = /o/g;
console.log(glob.test("foo"), glob.lastIndex, glob.test("foo"), glob.lastIndex, glob.test("foo"), glob.lastIndex);
console.log(RegExp("a|b", "g")[Symbol.replace]("cab", "_"), new RegExp(/x/g, "i").flags, /[/]/.source, new RegExp("/").source);
console.log(/(\d+)(?=px)/.exec("width: 100px")[1], /(?!un)\b\w+able\b/.exec("unable capable")[0]);
return entries.map((e) => e.level);
