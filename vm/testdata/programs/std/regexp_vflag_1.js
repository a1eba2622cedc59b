// log: ["bcd","fxyz"]
// log: ["123"]
// log: ["é"]
// log: ["a","c"]
// log: [["-"],["a","b"],["😀"],["A","b","C"]]
// log: [false,true,true,"v"]
// The v flag: nested classes, intersection (&&) and subtraction (--).
const t = (f) => { try { console.log(JSON.stringify(f())) } catch (e) { console.log(e.name) } };
t(() => "abcdefxyz".match(/[[a-z]--[aeiou]]+/gv));
t(() => "abc123DEF_".match(/[\w&&\d]+/gv));
t(() => "aé1".match(/[\p{L}--\p{ASCII}]/gv));
t(() => "abc".match(/[[a-c]--b]/gv));
t(() => ["a-b".match(/[\-]/gv), "a]b".match(/[^\]]+/gv), "😀x".match(/[😀]/gv), "AbC".match(/[a-z]/giv)]);
t(() => [/[]/v.test("a"), /[^]/v.test("a"), /a/v.unicodeSets, /a/v.flags]);
