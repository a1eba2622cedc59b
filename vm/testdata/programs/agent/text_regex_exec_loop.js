// value: 14
// log: id:let id:total op:= id:price op:* num:3 op:+ id:tax op:( num:0.2 op:) op:- str:'n/a' op:;
// log: [ 'a1@0/2', 'b2@3/5', 'c3@6/8' ] 0
// log: [ [ 'k1', 'v1', 0 ], [ 'k2', 'v2', 6 ], [ 'k3', '', 12 ] ]
// log: true 6 false 0
// log: [ 'o', 'o', 'o', 'o' ] 0
// log: 1 -1
// log: 42.50
// log: [ '10', '30' ]
// log: null 4
// log: TypeError String.prototype.matchAll called with a non-global RegExp argument
// log: [ 3, 7 ] [ 3, 7 ]
// exec loops with lastIndex, sticky tokenizers, matchAll.
const src = "let total = price * 3 + tax(0.2) - 'n/a';";
const tokenRe = /\s*(?:(?<num>\d+(?:\.\d+)?)|(?<id>[A-Za-z_]\w*)|(?<str>'[^']*')|(?<op>[=*+\-();]))/y;
const tokens = [];
tokenRe.lastIndex = 0;
while (tokenRe.lastIndex < src.length) {
  const start = tokenRe.lastIndex;
  const m = tokenRe.exec(src);
  if (!m) { console.log("stuck at", start); break; }
  const [kind, text] = Object.entries(m.groups).find(([, v]) => v !== undefined);
  tokens.push(`${kind}:${text}`);
}
console.log(tokens.join(" "));
const g = /(\w)(\d)/g;
const str = "a1 b2 c3";
let m;
const found = [];
while ((m = g.exec(str))) found.push(`${m[0]}@${m.index}/${g.lastIndex}`);
console.log(found, g.lastIndex);
const all = [..."k1=v1;k2=v2;k3=".matchAll(/(\w+)=(\w*)/g)].map(m => [m[1], m[2], m.index]);
console.log(all);
const sticky = /foo/y;
sticky.lastIndex = 3;
console.log(sticky.test("barfoo"), sticky.lastIndex, sticky.test("barfoo"), sticky.lastIndex);
const re = /o/g;
console.log("foo boo".match(re), re.lastIndex);
console.log("foo".search(/o/), "foo".search(/z/));
console.log(/(?<=\$)\d+(\.\d\d)?/.exec("cost: $42.50 total")[0]);
console.log("USD 10, EUR 20, USD 30".match(/(?<=USD )\d+/g));
console.log("file.test.js".match(/(?<!\.test)\.js$/), "file.js".match(/(?<!\.test)\.js$/)?.index);
try {
  [..."abc".matchAll(/b/)];
} catch (e) {
  console.log(e.constructor.name, e.message);
}
const d = /(?<year>\d{4})/d.exec("in 2024!");
console.log(d.indices[0], d.indices.groups.year);
return tokens.length;
