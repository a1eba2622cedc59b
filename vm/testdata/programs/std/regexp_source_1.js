// log: (?:) /(?:)/ a\/b /a\/b/g [/]
// log: a\nb \/ a\/b /x/y dgimsuy
// log: true true [ 'a', 'b' ]
console.log(new RegExp("").source, String(new RegExp("")), new RegExp("a/b").source, String(new RegExp("a/b", "g")), new RegExp("[/]").source);
console.log(new RegExp("a\nb").source, new RegExp("\\/").source, /a\/b/.source, RegExp.prototype.toString.call(/x/y), new RegExp("a", "dgimsuy").flags);
console.log(new RegExp("a/b").test("a/b"), new RegExp("").test("anything"), "a/b".split(new RegExp("/")));
