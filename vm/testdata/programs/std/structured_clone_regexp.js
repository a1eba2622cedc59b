// value: ["/ab+c/gi",0,null,true,"gi",true,false,"y",true,true]
// structuredClone of a RegExp: its pattern and flags, lastIndex 0, a plain RegExp, identity kept within one clone.
const r = /ab+c/gi; r.lastIndex = 3; r.x = 1
const c = structuredClone(r)
class R extends RegExp {}
const d = structuredClone(new R("a", "y"))
const o = structuredClone({ a: r, b: r })
return [String(c), c.lastIndex, c.x, Object.getPrototypeOf(c) === RegExp.prototype, c.flags, c !== r, d instanceof R, d.flags, o.a === o.b, c.test("xABBC")]
