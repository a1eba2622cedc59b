// value: ["object:abc=1","object:5=2","object:xyz=3"]
// A setter inherited by a primitive runs on a write, in sloppy and strict code.
const log = []
Object.defineProperty(String.prototype, "tag", { set(v) { log.push(typeof this + ":" + this + "=" + v) }, configurable: true })
Object.defineProperty(Number.prototype, "tag", { set(v) { log.push(typeof this + ":" + this + "=" + v) }, configurable: true })
"abc".tag = 1;
(5).tag = 2;
(function () { "use strict"; "xyz".tag = 3 })()
return log
