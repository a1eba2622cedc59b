// log: ["(?:)","/(?:)/","\\/","/\\n/","/a\\/b/g"]
// log: [true,true,true]
// log: ["i","g","/x/g"]
// log: ["/a/dgimsuy","v",true,true,true]
// log: ["",null,"(?:)","/(?:)/"]
// log: "gvy"
// log: TypeError: RegExp.prototype.global getter called on non-RegExp object
// log: TypeError: RegExp.prototype.flags getter called on non-object 1
// log: "/a/b"
// log: TypeError: Method RegExp.prototype.exec called on incompatible receiver #<Object>
// log: SyntaxError: Invalid flags supplied to RegExp constructor 'gg'
// log: SyntaxError: Invalid flags supplied to RegExp constructor 'uv'
// log: SyntaxError: Invalid flags supplied to RegExp constructor 'x'
// log: -1
// log: [1,2]
// log: [true,false,false]
// log: [{"a":"x","b":"y"},null]
// log: [{"π":"a"},{"$":"a","_1":"b"}]
// log: ["\\n","\\r",true]
// log: "/b+/i"
// The RegExp constructor, its flags, source and the prototype's getters.
const t = (f) => { try { console.log(JSON.stringify(f())) } catch (e) { console.log(String(e)) } };
t(() => [new RegExp("").source, String(new RegExp("")), new RegExp("/").source, String(new RegExp("\n")), String(RegExp("a/b", "g"))]);
t(() => { const r = /a/g; return [RegExp(r) === r, new RegExp(r) !== r, RegExp(r, "g") !== r] });
t(() => [new RegExp(/ab/g, "i").flags, new RegExp(/ab/g).flags, String(RegExp({ source: "x", flags: "g", [Symbol.match]: true }))]);
t(() => [String(/a/dgimsuy), /a/v.flags, /a/v.unicodeSets, /a/s.dotAll, /a/d.hasIndices]);
t(() => [RegExp.prototype.flags, RegExp.prototype.global, RegExp.prototype.source, String(RegExp.prototype)]);
t(() => Object.getOwnPropertyDescriptor(RegExp.prototype, "flags").get.call({ global: 1, sticky: 1, hasIndices: 0, unicodeSets: 1 }));
t(() => Object.getOwnPropertyDescriptor(RegExp.prototype, "global").get.call({}));
t(() => Object.getOwnPropertyDescriptor(RegExp.prototype, "flags").get.call(1));
t(() => RegExp.prototype.toString.call({ source: "a", flags: "b" }));
t(() => RegExp.prototype.exec.call({}, ""));
t(() => new RegExp("a", "gg"));
t(() => new RegExp("a", "uv"));
t(() => new RegExp("a", "x"));
t(() => { const r = /a/; r.lastIndex = -1; r.exec("a"); return r.lastIndex });
t(() => { const r = /a/g; r.lastIndex = "1"; return [r.exec("aa").index, r.lastIndex] });
t(() => { const d = Object.getOwnPropertyDescriptor(/a/, "lastIndex"); return [d.writable, d.enumerable, d.configurable] });
t(() => [/(?<a>.)(?<b>.)/.exec("xy").groups, Object.getPrototypeOf(/(?<a>.)/.exec("x").groups)]);
t(() => [/(?<\u{03C0}>a)/u.exec("a").groups, /(?<$>a)(?<_1>b)/.exec("ab").groups]);
t(() => [new RegExp("\\\n").source, new RegExp("\\\r").source, new RegExp("a\\\nb").test("a\nb")]);
t(() => RegExp.prototype.compile.call(/x/g, "b+", "i").toString());
