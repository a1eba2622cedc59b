// log: [1,false,true,true,true]
// log: [7,["a","😀","b","😀","c"]]
// log: ["[a][\ud83d][\ude00][b]","[a][😀][b]","-a-😀-b-"]
// log: [[1,4],[1,4]]
// log: [1,2,true,true]
// log: [true,false,1,3]
// log: [4,[[2,4],[2,4]]]
// log: 0
// log: [9,7]
// log: [false,true,["a","b"],"x"]
// Without u a regexp matches UTF-16 code units; with u, code points.
// Indices are UTF-16 offsets in both modes.
const t = (f) => { try { console.log(JSON.stringify(f())) } catch (e) { console.log(String(e)) } };
t(() => ["😀".match(/./)[0].length, /^.$/.test("😀"), /\uD83D/.test("😀"), /^.$/u.test("😀"), /^..$/.test("😀")]);
t(() => ["a😀b😀c".split(/(?:)/).length, "a😀b😀c".split(/(?:)/u)]);
t(() => ["a😀b".replace(/./g, "[$&]"), "a😀b".replace(/./gu, "[$&]"), "a😀b".replace(/(?:)/gu, "-")]);
t(() => [[..."x😀y😀".matchAll(/😀/g)].map((m) => m.index), [..."x😀y😀".matchAll(/\u{1F600}/gu)].map((m) => m.index)]);
t(() => [/[😀]/.exec("😀")[0].length, /[😀]/u.exec("😀")[0].length, /😀+/.test("😀😀"), /\uD83D\uDE00/u.test("😀")]);
t(() => [/^[^x]$/u.test("😀"), /^[^x]$/.test("😀"), "\uD83D".match(/\uD83D/u)[0].length, "é😀é".search(/é$/)]);
t(() => { const r = /😀/dg; r.exec("ab😀"); return [r.lastIndex, /(?<e>😀)/d.exec("ab😀").indices] });
t(() => { const r = /(?:)/gu; r.lastIndex = 1; r.exec("😀"); return r.lastIndex });
t(() => ["😀😀".replace(/(?:)/g, "-").length, "😀😀".replace(/(?:)/gu, "-").length]);
t(() => [/./.test("\u2028"), /./s.test("\u2028"), "a\rb".match(/^\w$/gm), "x\r\ny".match(/x$/m)[0]]);
