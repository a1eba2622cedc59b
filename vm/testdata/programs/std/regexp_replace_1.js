// log: "aa|c|b|$|$0|$1c"
// log: "abb0$2$00c"
// log: "y-x-||$<"
// log: "$<r>"
// log: "a7ca10c"
// log: "[\"x-y\",\"x\",\"y\",0,\"x-y\",{\"l\":\"x\"}]"
// log: "xaxaxax"
// log: [["","t","es","t",""],["","es"],[""],[],["a","b","c"]]
// log: [["A1","b2"],["a"],["a","b"]]
// log: "aBBc"
// log: "a..b..c"
// log: TypeError: String.prototype.replaceAll called with a non-global RegExp argument
// log: [["b",null,"b"],6]
// Replacement patterns and callbacks.
const t = (f) => { try { console.log(JSON.stringify(f())) } catch (e) { console.log(String(e)) } };
t(() => "abc".replace(/b/, "$`|$'|$&|$$|$0|$1"));
t(() => "abc".replace(/(b)/, "$01$10$2$00"));
t(() => "x-y".replace(/(?<l>\w)-(?<r>\w)/, "$<r>-$<l>-$<z>|$<>|$<"));
t(() => "x-y".replace(/(\w)-(\w)/, "$<r>"));
t(() => "abcabc".replace(/b/g, (m, i, s) => i + s.length));
t(() => "x-y".replace(/(?<l>\w)-(\w)/, (...a) => JSON.stringify(a)));
t(() => "aaa".replace(/a*?/g, "x"));
t(() => ["test".split(/(t)/), "test".split(/t/, 2), "".split(/x/), "".split(/(?:)/), "abc".split(/(?:)/y)]);
t(() => ["A1b2".match(/[a-z]\d/gi), "aaa".match(/^a/gm), "a\nb".match(/^\w$/gm)]);
t(() => "aBc".replace(/b/i, (x) => x + x));
t(() => "a.b.c".replaceAll(/\./g, "$&$&"));
t(() => "a.b.c".replaceAll(/\./, "-"));
t(() => [/(a)|(b)/.exec("b"), /(z)((a+)?(b+)?(c))*/.exec("zaacbbbcac").length]);
