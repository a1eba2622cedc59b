// log: [["a",1],["d",4]]
// log: [1,3]
// log: x,y,Symbol(s) 2 function
// log: {"k0":0,"k1":1} next 0,next 1,next 2
// log: TypeError Iterator value null is not an entry object 1
// log: RangeError key 2
// log: tag
// log: [object Promise] [object Map]
// log: [object Object]
// Object.values/entries re-check each key when its turn comes;
// getOwnPropertyDescriptors lists symbols; fromEntries steps its iterator
// one entry at a time and closes it on a bad entry.
const o = { get a() { delete this.b; Object.defineProperty(this, "c", { enumerable: false }); return 1; }, b: 2, c: 3, d: 4 };
console.log(JSON.stringify(Object.entries(o)));
const o2 = { get a() { delete this.b; return 1; }, b: 2, c: 3 };
console.log(JSON.stringify(Object.values(o2)));

const s = Symbol("s");
const d = Object.getOwnPropertyDescriptors({ x: 1, [s]: 2, get y() { return 3; } });
console.log(Reflect.ownKeys(d).map(String).join(), d[s].value, typeof d.y.get);

const order = [];
const entries = {
  [Symbol.iterator]() {
    let i = 0;
    return {
      next() { order.push("next " + i); return i < 2 ? { done: false, value: ["k" + i, i++] } : { done: true }; },
      return() { order.push("return"); return {}; },
    };
  },
};
console.log(JSON.stringify(Object.fromEntries(entries)), order.join());
let closed = 0;
const bad = {
  [Symbol.iterator]() {
    return { next() { return { done: false, value: null }; }, return() { closed++; return {}; } };
  },
};
try { Object.fromEntries(bad); } catch (e) { console.log(e.name, e.message, closed); }
const throwing = {
  [Symbol.iterator]() {
    return { next() { return { done: false, value: { get 0() { throw new RangeError("key"); } } }; }, return() { closed++; return {}; } };
  },
};
try { Object.fromEntries(throwing); } catch (e) { console.log(e.name, e.message, closed); }

// Object.prototype.toString: a throwing Symbol.toStringTag getter
// propagates; without Promise.prototype's tag a promise is a plain object.
const poisoned = Object.defineProperty({}, Symbol.toStringTag, { get() { throw new Error("tag"); } });
try { String(poisoned); } catch (e) { console.log(e.message); }
const p = Promise.resolve();
console.log(Object.prototype.toString.call(p), Object.prototype.toString.call(new Map()));
delete Promise.prototype[Symbol.toStringTag];
console.log(Object.prototype.toString.call(p));
