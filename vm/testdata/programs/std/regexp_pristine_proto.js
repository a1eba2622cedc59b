// log: a# b# c# 3 6
// log: a# b# c# 4
// log: a# b# c# 0
// log: a| b|| c||| true
// log: a| b|| c||| 0
// log: a# b22 c333
// log: TypeError String.prototype.matchAll called with a non-global RegExp argument
// log: a# b## c###
// log: a# b## c### false
// log: a# b## c###
// log: "-😀-" false
// The @@ methods skip the observable reads of exec and the flag getters
// only while RegExp.prototype holds the built-ins; each change below must
// be seen, in this order, with the program's earlier reads made first.
const s = "a1 b22 c333"
console.log(s.replace(/\d+/g, "#"), s.split(/\s/).length, s.match(/\d/g).length)
const exec = RegExp.prototype.exec
let calls = 0
RegExp.prototype.exec = function (str) { calls++; return exec.call(this, str) }
console.log(s.replace(/\d+/g, "#"), calls)
RegExp.prototype.exec = exec
calls = 0
console.log(s.replace(/\d+/g, "#"), calls)
const flags = Object.getOwnPropertyDescriptor(RegExp.prototype, "flags")
let reads = 0
Object.defineProperty(RegExp.prototype, "flags", { configurable: true, get() { reads++; return flags.get.call(this) } })
console.log(s.split(/\d/).join("|"), reads > 0)
Object.defineProperty(RegExp.prototype, "flags", flags)
reads = 0
console.log(s.split(/\d/).join("|"), reads)
const global = Object.getOwnPropertyDescriptor(RegExp.prototype, "global")
Object.defineProperty(RegExp.prototype, "global", { configurable: true, get() { return false } })
console.log(s.replace(/\d/g, "#"))
try { [...s.matchAll(/\d/g)] } catch (e) { console.log(e.constructor.name, e.message) }
Object.defineProperty(RegExp.prototype, "global", global)
console.log(s.replace(/\d/g, "#"))
delete RegExp.prototype.exec
console.log(s.replace(/\d/g, "#"), "exec" in RegExp.prototype)
RegExp.prototype.exec = 1
console.log(s.replace(/\d/g, "#"))
// A getter replaced before any program read it.
Object.defineProperty(RegExp.prototype, "unicode", { configurable: true, get() { return true } })
console.log(JSON.stringify("😀".replace(/(?:)/g, "-")), RegExp.prototype.flags === undefined)
