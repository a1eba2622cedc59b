// value: ["start:line 0: even\nline 1: odd\nline 2: even\n","n[0],[0],[7],[-42],[1.5],[-2.25],[9007199254740992],[9007199254740994],[-9007199254740992],[1e+21],[1e-7],[123456789012],[NaN],[Infinity],[-Infinity],[9007199254740991],[-9007199254740991],","x0y","a0.10.2b","v0,v0,v7,v-42,v1.5,v-2.25,v9007199254740992,v9007199254740994,v-9007199254740992,v1e+21,v1e-7,v123456789012,vNaN,vInfinity,v-Infinity,v9007199254740991,v-9007199254740991","5","string","ggg01234",75,"\u003c0|0s0\u003e\u003c0|0s0\u003e\u003c7|7s-7\u003e\u003c-42|-42s42\u003e\u003c1.5|1.5s-1.5\u003e\u003c-2.25|-2.25s2.25\u003e\u003c9007199254740992|9007199254740992s-9007199254740992\u003e\u003c9007199254740994|9007199254740994s-9007199254740994\u003e\u003c-9007199254740992|-9007199254740992s9007199254740992\u003e\u003c1e+21|1e+21s-1e+21\u003e\u003c1e-7|1e-7s-1e-7\u003e\u003c123456789012|123456789012s-123456789012\u003e\u003cNaN|NaNsNaN\u003e\u003cInfinity|Infinitys-Infinity\u003e\u003c-Infinity|-InfinitysInfinity\u003e\u003c9007199254740991|9007199254740991s-9007199254740991\u003e\u003c-9007199254740991|-9007199254740991s9007199254740991\u003e","12345","0","9007199254740992",3,"a1b","a1bc2d","x😀1!",5,128512,6,6,"t\u003cab\u003e","a,b","boom","t\u003cab\u003e","a,b,c","W-1-","5-1-",958,"196a#197a#198bb#199a"]
// s += a + b + c appends the chain's sum to s without making it a string
// of its own, and a chain writes an integer's digits straight into its
// buffer (a template literal its result): same results, same conversions in the same order, same errors.
const out = []
let s = "start:"
for (let i = 0; i < 3; i++) s += "line " + i + ": " + (i % 2 ? "odd" : "even") + "\n"
out.push(s)
// Numbers of every kind in chains.
const nums = [0, -0, 7, -42, 1.5, -2.25, 2 ** 53, 2 ** 53 + 2, -(2 ** 53), 1e21, 1e-7, 123456789012, NaN, Infinity, -Infinity, 9007199254740991, -9007199254740991]
let ns = "n"
for (const n of nums) ns += "[" + n + "]" + ","
out.push(ns, "x" + -0 + "y", "a" + 0.1 + 0.2 + "b")
// A single addition of a string and an integer, the string empty or not,
// and one growing a string in place.
let grow = "g".repeat(70)
for (let i = 0; i < 5; i++) grow = grow + i
out.push(nums.map((n) => "v" + n).join(), "" + 5, typeof ("" + 5), grow.slice(-8), grow.length)
// And in template literals, alone and among other pieces.
out.push(nums.map((n) => `<${n}|${n}${"s"}${-n}>`).join(""), `${12345}`, `${-0}`, `${2 ** 53}`, `\uD83D${1}\uDE00`.length)
// The left operand empty: the result is the sum itself, kept.
let e = ""
e += "a" + 1 + "b"
const kept = e
e += "c" + 2 + "d"
out.push(kept, e)
// Surrogate halves meeting where the sum joins s.
let pair = "x\uD83D"
pair += "\uDE00" + 1 + "!"
out.push(pair, pair.length, pair.codePointAt(1))
let half = "\uD83D" + 1 + "\uDE00"
half += "\uDE00" + "z" + "\uD83D"
out.push(half.length, [...half].length)
// Conversions in order, and a throw from the chain's operand.
const log = []
const o = (name) => ({ toString() { log.push(name); return name } })
let t = "t"
t += "<" + o("a") + o("b") + ">"
out.push(t, log.join(","))
try {
  t += "(" + o("c") + { toString() { throw new Error("boom") } } + o("never")
} catch (err) { out.push(err.message, t, log.join(",")) }
// An object on the left of +=: the chain's sum joins it by an ordinary +.
let w = { toString() { return "W" } }
w += "-" + 1 + "-"
out.push(w)
// A number on the left.
let num = 5
num += "-" + 1 + "-"
out.push(num)
// A chain that grows s past the short-string size, many times.
let long = "L"
for (let i = 0; i < 200; i++) long += "#" + i + (i % 3 ? "a" : "bb")
out.push(long.length, long.slice(-20))
return out
