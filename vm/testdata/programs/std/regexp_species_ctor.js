// log: [ 'a', 'c', 'd' ] 2
// log: [ 1, 3 ] 3
// log: [ 'a', 'b' ] [ '/,/', 'y' ]
// RegExp.prototype[Symbol.split] and [Symbol.matchAll] construct through the species constructor (its own code runs).
class R extends RegExp {
  constructor(p, f) { super(p, f); R.made = (R.made || 0) + 1; this.tag = "mine" }
  static get [Symbol.species]() { return R }
}
const r = new R("b", "g");
console.log("abcbd".split(r), R.made);
console.log([..."xbyb".matchAll(r)].map(m => m.index), R.made);
let seen;
class S extends RegExp { static get [Symbol.species]() { return function (p, f) { seen = [String(p), f]; return new RegExp(p, f) } } }
console.log("a,b".split(new S(",")), seen);
