// value: ["a12!nullundefined","3x34","6s4","123","2false",["eval x","valueOf p","eval y","valueOf q","eval z","valueOf n","valueOf m"],"TypeError","Cannot convert a Symbol value to a string","boom",["eval before"],"[\u003ca1\u003c2b\u003e|\u003e|]t12","line 0: even\nline 1: odd\nline 2: even\n","gA-B.",2,["a","😀","b","1","n","u","l","l","2",",","3"],"","xy",4,3,"p1q2r"]
// Chains of + (a + b + c ...): each operand is converted by its own
// addition, in order, even though the VM builds the sum in one buffer.
const log = []
const o = (name, v) => ({ valueOf() { log.push("valueOf " + name); return v }, toString() { log.push("toString " + name); return "T" + name } })
const f = (name, v) => { log.push("eval " + name); return v }
const out = []
out.push("a" + f("x", 1) + o("p", 2) + f("y", "!") + o("q", null) + f("z", undefined))
out.push(1 + 2 + "x" + 3 + 4, 1 + o("n", 2) + 3 + "s" + o("m", 4), [1] + [2] + 3, true + 1 + "" + false)
out.push(log.splice(0))
// A throw in the middle stops the chain before later operands are evaluated.
try { out.push("a" + f("before", 1) + Symbol("s") + f("after", 2)) } catch (e) { out.push(e.constructor.name, e.message) }
try { out.push("a" + { [Symbol.toPrimitive]() { throw new Error("boom") } } + f("never", 3)) } catch (e) { out.push(e.message) }
out.push(log.splice(0))
// Chains inside chains, in calls, in templates, in loops, kept and not kept.
const g = (x) => "<" + x + ">" + "|"
out.push("[" + g("a" + 1 + g(2 + "b")) + "]" + `${"t" + 1 + 2}`)
const parts = []
for (let i = 0; i < 3; i++) parts.push("line " + i + ": " + (i % 2 ? "odd" : "even") + "\n")
out.push(parts.join(""))
// A generator suspended in the middle of a chain, and an async function.
function* gen() { return "g" + (yield 1) + "-" + (yield 2) + "." }
const it = gen()
it.next()
it.next("A")
out.push(it.next("B").value)
async function later() { return "p" + (await Promise.resolve(1)) + "q" + (await 2) + "r" }
const pending = later()
// Templates join their pieces into one string, halves of a pair too.
const hi = "\uD83D", lo = "\uDE00"
out.push(`${hi}${lo}`.length, [...`a${hi}${lo}b${1}${null}${[2, 3]}`], `${""}${""}`, `x${"y"}`)
// Surrogate halves joined across operands make one code point.
out.push(("x" + "\uD83D" + "\uDE00" + "y").length, [..."x" + "\uD83D" + "\uDE00" + "y"].length)
out.push(await pending)
return out
