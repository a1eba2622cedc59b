// log: {"a":1,"b":"b","d":4,"e":5}
// log: {"a":1,"b":"changed","c":"getter"}
// log: {"a":1}
// log: {"x":1,"z":3}
// log: {"x":{"y":{"z":[1,{"deep":true}]}},"n":null} {
// log:   "x": {
// log:     "y": {
// log:       "z": [
// log:         1,
// log:         {
// log:           "deep": true
// log:         }
// log:       ]
// log:     }
// log:   },
// log:   "n": null
// log: }
// log: 340 {"1":"a","2":"b","x":0}
// JSON.stringify lists an object's keys once and reads each value when it
// gets to it: a toJSON or replacer that changes the object being written
// is seen for the keys still to come, and keys it adds are not.
const o = { a: 1, b: { toJSON() { delete o.c; o.d = 4; o.e = 5; return "b" } }, c: 3, d: 0, e: 9 }
console.log(JSON.stringify(o))
const p = { a: { toJSON() { p.b = "changed"; Object.defineProperty(p, "c", { get() { return "getter" }, enumerable: true }); return 1 } }, b: 2, c: 3 }
console.log(JSON.stringify(p))
Object.prototype.inherited = "proto"
const q = { a: { toJSON() { delete q.b; return 1 } }, b: 2 }
console.log(JSON.stringify(q))
delete Object.prototype.inherited
const r = { x: 1, y: 2, z: 3 }
console.log(JSON.stringify(r, function (k, v) { if (k === "x") { delete this.y; this.w = 0 } return v }))
const s = { x: { y: { z: [1, { deep: true }] } }, n: null, u: undefined, f() {}, [Symbol("s")]: 1 }
Object.defineProperty(s, "hidden", { value: 1, enumerable: false })
console.log(JSON.stringify(s), JSON.stringify(s, null, 2))
const t = { k: 1 }
for (let i = 0; i < 40; i++) t["k" + i] = i
delete t.k5
console.log(JSON.stringify(t).length, JSON.stringify({ 2: "b", 1: "a", x: 0 }))
