// node: skip (node 20 lacks duplicate named groups, ES2025; the expected value is node 24's)
// value: ["b",3,["x"],["y","x"],"b","b","[b]","ab","bb",null,[0,1],{"x":"b","y":"a","z":"d"},6,["a","b"],"Invalid regular expression: /(?<x>a)(?<x>b)/: Duplicate capture group name","Invalid regular expression: /(?:(?<x>a)|(?<x>b))(?<x>c)/: Duplicate capture group name","Invalid regular expression: /(?<x>a)(?:(?<x>b)|c)/: Duplicate capture group name","ok (?<x>a)|(?:(?<x>b)|(?<x>c))"]
// Duplicate named groups (ES2025): a name may repeat in different
// alternatives; groups has the one that participated.
const r = [];
let m = /(?<x>a)|(?<x>b)/.exec("b"); r.push(m.groups.x, m.length, Object.keys(m.groups));
m = /(?<y>a)(?<x>a)|(?<x>b)(?<y>b)/.exec("bb"); r.push(Object.keys(m.groups), m.groups.x, m.groups.y);
r.push("b".replace(/(?<x>a)|(?<x>b)/, "[$<x>]"), "ab".replace(/(?<x>a)|(?<x>b)/g, (...a) => a.at(-1).x));
r.push(/(?:(?<x>a)|(?<x>b))\k<x>/.exec("bb")[0], /(?:(?<x>a)|(?<x>b))\k<x>/.exec("ab"));
m = /(?<x>a)|(?<x>b)/d.exec("b"); r.push(m.indices.groups.x);
m = /(?:(?<x>a)|(?<y>a)(?<x>b))(?:(?<z>c)|(?<z>d))/.exec("abd"); r.push(m.groups, m.length);
r.push([..."ab".matchAll(/(?<x>a)|(?<x>b)/g)].map((m) => m.groups.x));
for (const p of ["(?<x>a)(?<x>b)", "(?:(?<x>a)|(?<x>b))(?<x>c)", "(?<x>a)(?:(?<x>b)|c)", "(?<x>a)|(?:(?<x>b)|(?<x>c))"]) {
  try { new RegExp(p); r.push("ok " + p) } catch (e) { r.push(e.message) }
}
return r
