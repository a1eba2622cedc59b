// value: null
// log: 15/01/2024 and 2023-12-31 [2024]-01-15 and [2023]-12-31 2024+01-15 and 2023-12-31 20240115 and 20231231
// log: 4@0-2@5-2@8 and 4@15-2@20-2@23 aaaaaa aa|cc $0$1$
// log: [ 'a', 'b', 'c' ] [ 'a', 'b', 'c', '' ] [
// log:   'a', '1', 'b',
// log:   '2', 'c', '3',
// log:   ''
// log: ] [ 'a', 'b', 'c' ] [ '', 'es', '' ] [ '', 'a', 'b', '' ]
// log: He78o AbC
// log: TypeError String.prototype.replaceAll called with a non-global RegExp argument
// log: xYZ camel case string
// log: AB tab\there
const s = "2024-01-15 and 2023-12-31";
console.log(s.replace(/(\d+)-(\d+)-(\d+)/, "$3/$2/$1"), s.replaceAll(/(\d{4})/g, "[$1]"), s.replace("-", "+"), s.replaceAll("-", ""));
console.log(s.replace(/\d+/g, (m, off) => `${m.length}@${off}`), "aaa".replace(/a/g, "$&$&"), "abc".replace("b", "$`|$'"), "x".replace("x", "$0$1$$"));
console.log("a.b.c".split("."), "a1b2c3".split(/\d/), "a1b2c3".split(/(\d)/), "abc".split(/(?:)/), "test".split(/t/), "  a  b ".split(/\s+/));
console.log("Hello".replace(/l/g, (m, i, str) => i + str.length), "aBc".replace(/[a-z]/gi, (c) => c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase()));
try { "a".replaceAll(/a/, "b"); } catch (e) { console.log(e.name, e.message); }
console.log("x-y_z".replace(/[-_](.)/g, (_, c) => c.toUpperCase()), "camelCaseString".replace(/([A-Z])/g, " $1").toLowerCase());
console.log("%41%42".replace(/%([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16))), "tab\there".replace(/\t/, "\\t"));
