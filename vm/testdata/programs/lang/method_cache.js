// value: [["A0","B60","own100","B130","obj150","getter180"],"45,46,47,48,49,-50,-51,-52,-53,-54,-55,-56,-57,-58,-59,-60,-61,-62,-63,-64,-65,-66,-67,-68,-69,70,71,72,73,74","a*b*!*","true|false|own|false|arr-own","false|true|own|true|arr-own",260,150,60,1,"TypeError: ins.run is not a function","b*"]
// A method call site remembers where it found its method (the inline
// cache); each case changes what the same site must find, after the site
// has run often enough to be cached (the first 40 calls of each loop).
const out = []
function call(x, name, arg) { return x[name] === undefined ? "none" : x.m(arg) }
// The method is replaced on the prototype, then shadowed by an own property,
// then deleted from the prototype (found further up, on Object.prototype).
class A { m(v) { return "A" + v } }
const a = new A()
const seen = []
for (let i = 0; i < 200; i++) {
  if (i === 60) A.prototype.m = function (v) { return "B" + v }
  if (i === 100) a.m = (v) => "own" + v
  if (i === 130) delete a.m
  if (i === 150) { delete A.prototype.m; Object.prototype.m = (v) => "obj" + v }
  if (i === 180) Object.defineProperty(A.prototype, "m", { get() { return (v) => "getter" + v }, configurable: true })
  seen.push(a.m(i))
}
delete Object.prototype.m
out.push(seen.filter((s, i) => i === 0 || s.replace(/\d+$/, "") !== seen[i - 1].replace(/\d+$/, "")))
// Array.prototype.push replaced in the middle of a push loop, then restored.
const xs = []
const push = Array.prototype.push
for (let i = 0; i < 100; i++) {
  if (i === 50) Array.prototype.push = function (v) { return push.call(this, -v) }
  if (i === 70) Array.prototype.push = push
  xs.push(i)
}
out.push(xs.slice(45, 75).join(","))
// The receiver's prototype changes under the site.
const protoA = { who() { return "a" } }, protoB = { who() { return "b" } }
const o = Object.create(protoA)
let whos = ""
for (let i = 0; i < 80; i++) {
  if (i === 50) Object.setPrototypeOf(o, protoB)
  if (i === 60) Object.setPrototypeOf(o, null)
  try { whos += o.who() } catch (e) { whos += "!" }
}
out.push(whos.replace(/a+/, "a*").replace(/b+/, "b*").replace(/!+/, "!*"))
// One site sees arrays, strings and plain objects in turn.
const mixed = [[1, 2, 3], "a,b,c", { includes: () => "own" }, new String("x,y"), Object.assign([9], { includes: () => "arr-own" })]
const got = []
for (let i = 0; i < 100; i++) {
  const v = mixed[i % mixed.length]
  got.push(String(v.includes(i < 50 ? 2 : ",")))
}
out.push(got.slice(0, 5).join("|"), got.slice(95).join("|"))
// String.prototype.split replaced, then restored, inside a loop over strings.
const split = String.prototype.split
let words = 0
for (let i = 0; i < 100; i++) {
  if (i === 40) String.prototype.split = function () { return ["replaced"] }
  if (i === 60) String.prototype.split = split
  words += "a b c".split(" ").length
}
out.push(words)
// A getter that is defined on the prototype after the site is cached, on
// a name the receivers first read as data.
const proto = { f() { return 1 } }
const objs = [Object.create(proto), Object.create(proto)]
let sum = 0
for (let i = 0; i < 100; i++) {
  if (i === 50) Object.defineProperty(proto, "f", { get() { sum += 1000; return () => 2 } })
  sum += objs[i % 2].f()
}
out.push(sum)
// A frozen array: push is found, and throws, each time.
const frozen = Object.freeze([1])
let errors = 0
for (let i = 0; i < 60; i++) { try { frozen.push(i) } catch (e) { errors += e instanceof TypeError ? 1 : 0 } }
out.push(errors, frozen.length)
// Calling an undefined method after the site cached a defined one.
const holder = { run() { return "ran" } }
const ins = Object.create(holder)
let last
for (let i = 0; i < 60; i++) {
  if (i === 55) delete holder.run
  try { last = ins.run() } catch (e) { last = e.constructor.name + ": " + e.message }
}
out.push(last)
// A property before the method is deleted: the method moves up a slot and
// another takes its place.
const three = { a() { return "a" }, b() { return "b" }, c() { return "c" } }
const on3 = Object.create(three)
let bs = ""
for (let i = 0; i < 60; i++) {
  if (i === 50) delete three.a
  bs += on3.b()
}
out.push(bs.replace(/b+/, "b*"))
return out
