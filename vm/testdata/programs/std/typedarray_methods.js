// log: 0 undefined true false 2 4 4 2 5|-3|8|1|8|0 5,-3,8,1,8,0 5,-3,8,1,8,0 true
// log: 0,1,2,3,4,5 5,-3,8,1,8,0 [[0,5],[1,-3],[2,8],[3,1],[4,8],[5,0]] true 6
// log: 0,-3,16,3,32,0 5,8,1,8 19 r,0,8,1,8,-3,5 true true
// log: 8 2 8 4 undefined -1
// log: 0:5:true:t 1:-3:true:t 2:8:true:t 3:1:true:t 4:8:true:t 5:0:true:t
// log: -3,8 8,0 0,8,1,8,-3,5 -3,0,1,5,8,8 8,8,5,1,0,-3 99,-3,8,1,8,0 5,-3,8,1,8,0
// log: -3,0,1,5,8,8 8,8,5,1,0,-3 8,8,0,5,1,-3
// log: 0,0,7,7,7,7,0,0 1,1,1,1,1,1,1,1 44,44,44,44,44,44,44,44
// log: 4,5,3,4,5 4,4,5,4,5 1,2,1,2,3
// log: 1,2,0,9,9,255 RangeError: offset is out of bounds RangeError: offset is out of bounds TypeError: Cannot mix BigInt and other types, use explicit conversions
// log: 1,2,1,2,3,4
// log: -Infinity,-0,0,1,3,NaN
// log: true -1 -1,2,3 10
// log: RangeError: Invalid typed array index TypeError: 1 is not a function TypeError: Reduce of empty array with no initial value TypeError: The comparison function must be either a function or undefined TypeError: this is not a typed array.
// log: 1.5,0.1 1,255 1.234,5
// log: Int16Array Int16Array Int16Array RangeError: Invalid typed array length: 2 TypeError: Cannot mix BigInt and other types, use explicit conversions
// log: 300,600 [ -1 ] 7+8 1
// Every %TypedArray%.prototype method on a few kinds.
const t = (f) => { try { return "ok " + String(f()); } catch (e) { return e.constructor.name + ": " + e.message; } };
const a = new Int16Array([5, -3, 8, 1, 8, 0]);
console.log(a.at(-1), a.at(9), a.includes(8), a.includes(8, 5), a.indexOf(8), a.lastIndexOf(8), a.indexOf(8, -2), a.lastIndexOf(8, -3), a.join("|"), a.join(), String(a), a.toString === Array.prototype.toString);
console.log(Array.from(a.keys()).join(), Array.from(a.values()).join(), JSON.stringify(Array.from(a.entries())), a[Symbol.iterator] === a.values, [...a].length);
console.log(a.map((v, i) => v * i).join(), a.filter((v) => v > 0).join(), a.reduce((s, v) => s + v), a.reduceRight((s, v) => s + "," + v, "r"), a.some((v) => v < 0), a.every((v) => v < 9));
console.log(a.find((v) => v > 5), a.findIndex((v) => v > 5), a.findLast((v) => v > 5), a.findLastIndex((v) => v > 5), a.find((v) => v > 50), a.findLastIndex((v) => v > 50));
let seen = []; a.forEach(function (v, i, arr) { seen.push(i + ":" + v + ":" + (arr === a) + ":" + this.k); }, { k: "t" }); console.log(seen.join(" "));
console.log(a.slice(1, 3).join(), a.slice(-2).join(), a.toReversed().join(), a.toSorted().join(), a.toSorted((x, y) => y - x).join(), a.with(0, 99).join(), a.join());
const b = a.slice(); b.sort(); console.log(b.join(), b.reverse().join(), b.sort((x, y) => (x & 1) - (y & 1)).join());
const c = new Uint8Array(8); c.fill(7, 2, -2); console.log(c.join(), c.fill(1).join(), c.fill(300).join());
const d = Uint8Array.of(1, 2, 3, 4, 5); console.log(d.copyWithin(0, 3).join(), d.copyWithin(1, 0, 2).join(), Uint8Array.of(1, 2, 3, 4, 5).copyWithin(2, 0).join());
const s = new Uint8Array(6); s.set([1, 2]); s.set(new Uint8Array([9, 9]), 3); s.set(new Int16Array([-1]), 5);
console.log(s.join(), t(() => s.set([1, 2, 3], 4)), t(() => s.set([1], -1)), t(() => s.set(new BigInt64Array(1))));
const ov = new Uint8Array([1, 2, 3, 4, 5, 6]); ov.set(ov.subarray(0, 4), 2); console.log(ov.join());
const f = new Float64Array([3, -0, NaN, 0, -Infinity, 1]); f.sort(); console.log(Array.from(f).map((v) => Object.is(v, -0) ? "-0" : String(v)).join());
console.log(f.includes(NaN), f.indexOf(NaN), new BigInt64Array([3n, -1n, 2n]).sort().join(), new BigUint64Array([5n]).map((v) => v * 2n).join());
console.log(t(() => a.with(10, 1)), t(() => a.map(1)), t(() => a.reduce.call(new Uint8Array(0), (x) => x)), t(() => a.sort(1)), t(() => Int16Array.prototype.fill.call([1], 0)));
console.log(new Float32Array([1.5, 0.1]).toLocaleString(), new Uint8Array([1, 255]).toLocaleString(), new Float64Array([1234.5]).toLocaleString("de-DE"));
const sp = new Uint8Array(4); sp.constructor = { [Symbol.species]: Int16Array };
console.log(sp.slice(1).constructor.name, sp.map((v) => v).constructor.name, sp.filter(() => true).constructor.name, t(() => sp.subarray(2).constructor.name), t(() => { sp.constructor = { [Symbol.species]: BigInt64Array }; return sp.slice(); }));
console.log(Array.prototype.map.call(new Uint8Array([1, 2]), (v) => v * 300).join(), Array.prototype.slice.call(new Int8Array([1, -1]), 1), Array.prototype.join.call(new Uint16Array([7, 8]), "+"), [].concat(new Uint8Array([1])).length);
