// value: "xx"
// log: 10-20 10 20 6 3 true false (\d+)-(\d+)  /(\d+)-(\d+)/
// log: [ '1', '22', '333' ] null bbb baa
// log: Smith, John [ 'x', 'y', 'z' ] [ 'a', 'b', 'c', '' ] [ 'a', 'b', 'c' ]
// log: 15/01/2024 aBc
// log: 1 2 2 3
// log: [ '1', '2' ] 6 true
// log: Camel Case String  lots of space  true
// log: a 1 g /x\/y/ [ 'a', 'b', 'c' ] [ 'tab', 'sep' ]
// log: [ 'line1', 'line2' ] aXc [ '1', '2', '3' ] [ 'a', 'b', 'c' ]
// log: SyntaxError
const re = /(\d+)-(\d+)/;
const m = "range 10-20 and 30-40".match(re);
console.log(m[0], m[1], m[2], m.index, m.length, re.test("a1-2"), re.test("x"), re.source, re.flags, re);
console.log("a1b22c333".match(/\d+/g), "none".match(/\d/g), "aaa".replace(/a/g, "b"), "aaa".replace(/a/, "b"));
console.log("John Smith".replace(/(\w+)\s(\w+)/, "$2, $1"), "x-y-z".split(/-/), "a1b2c3".split(/\d/), "a, b ,c".split(/\s*,\s*/));
console.log("2024-01-15".replace(/(?<y>\d+)-(?<m>\d+)-(?<d>\d+)/, "$<d>/$<m>/$<y>"), "abc".replace(/b/, (x) => x.toUpperCase()));
const g = /o/g;
console.log(g.exec("foo boo").index, g.lastIndex, g.exec("foo boo").index, g.lastIndex);
console.log([..."a1b2".matchAll(/[a-z](\d)/g)].map((x) => x[1]), "Hello World".search(/World/), /^[\w.]+@\w+\.\w+$/.test("me@x.io"));
console.log("CamelCaseString".replace(/([A-Z])/g, " $1").trim(), "  lots   of   space  ".replace(/\s+/g, " "), /abc/i.test("ABC"));
const named = /(?<key>\w+)=(?<val>\w+)/.exec("a=1");
console.log(named.groups.key, named.groups.val, new RegExp("a+", "g").flags, String(/x\/y/), "a.b.c".split("."), "tab\tsep".split(/\t/));
console.log("line1\nline2".match(/^line\d$/gm), "aBc".replace(/b/i, "X"), "1,2;3".split(/[,;]/), "abc".split(/(b)/));
try { new RegExp("("); } catch (e) { console.log(e.name); }
return "x".replace(/x/, "$&$&");
