// log: a;b;;c; d; 5 a,b|c, d, [ 'a', 'b', '', 'c', ' d', '' ] bb [ 'aa' ]
// log: x[-1]y[-3]z abcbcabcbc aacc Foo X X X
// log: f00 0 no match é+é [ 1, 2 ]
// Literal global patterns (a string-search fast path) behave like any regexp.
const t = "a,b,,c, d,";
console.log(t.replace(/,/g, ";"), t.match(/,/g).length, t.replaceAll(/,,/g, "|"), t.split(/,/), "aaaa".replace(/aa/g, "b"), "aaa".match(/aa/g));
console.log("x-y-z".replace(/-/g, (m, i) => `[${m}${i}]`), "abcabc".replace(/bc/g, "$&$&"), "abc".replace(/b/g, "$`$'"), "Foo foo".replace(/foo/g, "X"), "Foo foo".replace(/foo/gi, "X"));
const re = /o/g; console.log("foo".replace(re, "0"), re.lastIndex, "no match".replace(/zz/g, "!"), "é,é".replace(/,/g, "+"), /,/gd.exec("a,b").indices[0]);
