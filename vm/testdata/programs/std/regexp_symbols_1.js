// log: [ 'function', '[Symbol.split]', 2 ]
// log: [ 'abc', 3 ]
// log: abc|x
// log: m:abc
// log: 7
// log: all:abc
// log: TypeError: String.prototype.replaceAll called with a non-global RegExp argument
// log: TypeError: String.prototype.matchAll called with a non-global RegExp argument
// log: 1 a,b,c
// log: [ 'a[B]a[B]', [ 'B', 'B' ], 0 ]
// log: [ true, true, 1 ]
// log: abc
// log: { '0': 'zz', index: 1, length: 1 }
// log: a[bac]c
// log: TypeError: RegExp exec method returned something other than an Object or null
// log: TypeError: Method RegExp.prototype.@@replace called on incompatible receiver undefined
// log: [ 'bbb', 0 ]
// log: [ [ 1, 2, 3 ], 1 ]
// log: [ true, 2, false, 0 ]
// log: [ 1, 2 ]
// log: [ 'xxyx', 3 ]
// log: [ [ 'b', '', '' ], 0 ]
// log: TypeError
// log: [ 2, true, true ]
// log: [ '1', 3, true ]
// The String methods hand a pattern object to its Symbol.match / replace /
// split / search / matchAll method; RegExp.prototype's methods go through
// "exec" and "flags", so subclasses and look-alikes work.
const t = (f) => { try { console.log(f()) } catch (e) { console.log(String(e)) } };
t(() => [typeof /a/[Symbol.replace], RegExp.prototype[Symbol.split].name, RegExp.prototype[Symbol.replace].length]);
t(() => "abc".split({ [Symbol.split](s, l) { return [s, l] } }, 3));
t(() => "abc".replace({ [Symbol.replace](s, r) { return s + "|" + r } }, "x"));
t(() => "abc".match({ [Symbol.match]: (s) => "m:" + s }));
t(() => "abc".search({ [Symbol.search]: (s) => 7 }));
t(() => "abc".matchAll({ [Symbol.matchAll]: (s) => "all:" + s }));
t(() => "abc".replaceAll({ [Symbol.replace]: () => 1, [Symbol.match]: true, flags: "i" }, ""));
t(() => "abc".matchAll(/b/));
t(() => "a1b1c".match(1) + " " + "a1b1c".split(1));
class Upper extends RegExp {
  exec(s) {
    const r = super.exec(s);
    if (r) r[0] = r[0].toUpperCase();
    return r;
  }
}
t(() => ["abab".replace(new Upper("b", "g"), "[$&]"), "abab".match(new Upper("b", "g")), "xx".search(new Upper("x"))]);
t(() => { const r = new Upper("a", "g"); return [r instanceof Upper, r.test("a"), r.lastIndex] });
t(() => RegExp.prototype[Symbol.replace].call({ exec: () => null, flags: "" }, "abc", "x"));
t(() => RegExp.prototype[Symbol.match].call({ exec: () => ({ 0: "zz", index: 1, length: 1 }), flags: "" }, "abc"));
t(() => RegExp.prototype[Symbol.replace].call({ exec: () => ({ 0: "b", index: 1, length: 1 }), flags: "" }, "abc", "[$&$`$']"));
t(() => RegExp.prototype.test.call({ exec: () => 1 }, ""));
t(() => RegExp.prototype[Symbol.replace].call(undefined, ""));
t(() => { const r = /a/g; r.lastIndex = 3; return ["aaa".replace(r, "b"), r.lastIndex] });
t(() => { const r = /a/g; r.lastIndex = 1; return [[..."aaaa".matchAll(r)].map((m) => m.index), r.lastIndex] });
t(() => { const r = /a/y; r.lastIndex = 1; return [r.test("aab"), r.lastIndex, r.test("aab"), r.lastIndex] });
t(() => { const r = /b/g; r.lastIndex = 2; return ["abc".search(r), r.lastIndex] });
t(() => { const r = /x/y; r.lastIndex = 2; return ["xxxx".replace(r, "y"), r.lastIndex] });
t(() => { const r = /a/y; return ["baa".split(r), r.lastIndex] });
t(() => { const r = /a/g; Object.defineProperty(r, "lastIndex", { writable: false, value: 0 }); try { "aa".replace(r, "b") } catch (e) { return e.name } });
t(() => { class R extends RegExp {} const r = new R("a", "g"); return [[..."aa".matchAll(r)].length, R[Symbol.species] === R, RegExp[Symbol.species] === RegExp] });
const it = "a1b2".matchAll(/\d/g);
t(() => [it.next().value[0], it.next().value.index, it.next().done]);
