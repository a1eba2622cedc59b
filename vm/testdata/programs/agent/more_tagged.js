// value: ["o'brien",30,10]
// log: SELECT * FROM users WHERE name = $1 AND age > $2 LIMIT $3 [ "o'brien", 30, 10 ]
// log: {
// log:   cooked: [ 'a\tb', '\n', 'A' ],
// log:   raw: [ 'a\\tb', '\\n', '\\u0041' ],
// log:   vals: [ 1, 2 ],
// log:   frozen: true,
// log:   isArr: true
// log: }
// log: C:\new\tablex\u00e9 2
// log: x1y2z a-b+c
// log: <ul><li>&lt;b&gt;</li><li>a &amp; b</li></ul><p title="&quot;q&quot;">null</p>
// log: true false
// log: "Hello world,\n  indented line\ndone\\n"
// log: Total: $12.50 + tax $1.00 = $13.51
// log: >val=42
// log: outer inner 2 deepest 1,2 end
// log: TS 1,2,3 null undefined Symbol.iterator
// log: TypeError Cannot convert a Symbol value to a string
// log: \unicode and \xZZ undefined
// log: [ 'line1', 'line2 continued' ]
// log: 0:1 1:2 2:3
// Tagged templates, String.raw and template-based builders.
function sql(strings, ...values) {
  let text = strings[0];
  const params = [];
  values.forEach((v, i) => {
    params.push(v);
    text += `$${params.length}` + strings[i + 1];
  });
  return { text, params };
}
const user = "o'brien";
const q = sql`SELECT * FROM users WHERE name = ${user} AND age > ${30} LIMIT ${10}`;
console.log(q.text, q.params);
function inspectTag(strings, ...vals) {
  return { cooked: [...strings], raw: strings.raw, vals, frozen: Object.isFrozen(strings), isArr: Array.isArray(strings) };
}
console.log(inspectTag`a\tb${1}\n${2}\u0041`);
console.log(String.raw`C:\new\table${"x"}\u00e9`, String.raw`\``.length);
console.log(String.raw({ raw: ["x", "y", "z"] }, 1, 2, 3, 4), String.raw({ raw: "abc" }, "-", "+"));
function html(strings, ...values) {
  const esc = (s) => String(s).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
  return strings.reduce((out, s, i) => out + s + (i < values.length ? (Array.isArray(values[i]) ? values[i].join("") : esc(values[i])) : ""), "");
}
const items = ["<b>", "a & b"];
console.log(html`<ul>${items.map((i) => html`<li>${i}</li>`)}</ul><p title="${'"q"'}">${null}</p>`);
const sameSite = [];
function tag(s) { sameSite.push(s); return s; }
for (let i = 0; i < 2; i++) tag`x${i}y`;
console.log(sameSite[0] === sameSite[1], tag`x${0}y` === sameSite[0]);
function dedent(strings, ...vals) {
  const full = strings.raw.reduce((acc, s, i) => acc + s + (i < vals.length ? vals[i] : ""), "");
  const lines = full.replace(/^\n/, "").split("\n");
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => l.match(/^ */)[0].length));
  return lines.map((l) => l.slice(indent)).join("\n").trimEnd();
}
const msg = dedent`
    Hello ${"world"},
      indented line
    done\n`;
console.log(JSON.stringify(msg));
const currency = (strings, ...nums) => strings.map((s, i) => s + (i < nums.length ? nums[i].toFixed(2) : "")).join("");
console.log(currency`Total: $${12.5} + tax $${1.005} = $${13.505}`);
const obj = { tagFn(s, v) { return `${this.prefix}${s[0]}${v}`; }, prefix: ">" };
console.log(obj.tagFn`val=${42}`);
const nestedTpl = `outer ${`inner ${1 + 1} ${`deepest ${[1, 2]}`}`} end`;
console.log(nestedTpl);
console.log(`${{ toString() { return "TS"; } }} ${[1, [2, 3]]} ${null} ${undefined} ${Symbol.iterator.description}`);
try {
  console.log(`${Symbol("x")}`);
} catch (e) {
  console.log(e.name, e.message);
}
function bad(strings) { return strings.raw[0]; }
console.log(bad`\unicode and \xZZ`, (function (s) { return s[0]; })`\unicode`);
const multi = `line1
line2\
 continued`;
console.log(multi.split("\n"));
const t = (s, ...v) => v.length + ":" + s.length;
console.log(t``, t`${1}`, t`a${1}b${2}c`);
return q.params;
