// node: skip (node 20 lacks the ES2025 Set methods; expectations worked out by hand from the specification)
// log: union a,b,c size,ToNumber,get has,get keys,keys,get next,next,done,value,next,done
// log: union a,b size,ToNumber,get has,get keys,keys,get next,next,done,value,next,done,value,next,done
// log: intersection b size,ToNumber,get has,get keys,keys,get next,next,done,value,next,done
// log: intersection a size,ToNumber,get has,get keys,has a
// log: difference a,c size,ToNumber,get has,get keys,keys,get next,next,done,value,next,done
// log: difference  size,ToNumber,get has,get keys,has a
// log: symmetricDifference a,c size,ToNumber,get has,get keys,keys,get next,next,done,value,next,done
// log: symmetricDifference b size,ToNumber,get has,get keys,keys,get next,next,done,value,next,done,value,next,done
// log: isSubsetOf false size,ToNumber,get has,get keys
// log: isSubsetOf true size,ToNumber,get has,get keys,has a
// log: isSupersetOf true size,ToNumber,get has,get keys,keys,get next,next,done,value,next,done
// log: isSupersetOf false size,ToNumber,get has,get keys
// log: isDisjointFrom false size,ToNumber,get has,get keys,keys,get next,next,done,value
// log: isDisjointFrom false size,ToNumber,get has,get keys,has a
// log: a,b,c,q,x a,b,c,q
// log: true
// log: 1,3,4
// log: false,false
// The Set methods read the argument's size, has and keys first, then this
// set; a keys iterator's next method is read once, and each step reads done
// before value.
const order = [];
class SetLike {
  constructor(vals) { this.vals = vals; }
  get size() { order.push("size"); return { valueOf: () => { order.push("ToNumber"); return this.vals.length; } }; }
  get has() { order.push("get has"); return (v) => { order.push("has " + v); return this.vals.includes(v); }; }
  get keys() {
    order.push("get keys");
    return () => {
      order.push("keys");
      let i = 0;
      const vals = this.vals;
      return {
        get next() {
          order.push("get next");
          return () => {
            order.push("next");
            const done = i >= vals.length;
            const value = vals[i++];
            return { get done() { order.push("done"); return done; }, get value() { order.push("value"); return value; } };
          };
        },
      };
    };
  }
}
for (const m of ["union", "intersection", "difference", "symmetricDifference", "isSubsetOf", "isSupersetOf", "isDisjointFrom"]) {
  for (const [mine, other] of [[["a", "b", "c"], ["b"]], [["a"], ["a", "b"]]]) {
    order.length = 0;
    const r = new Set(mine)[m](new SetLike(other));
    console.log(m, typeof r === "boolean" ? r : [...r].join(), order.join());
  }
}

// Getters that change this set run before it is read.
const base = new Set(["a", "b", "c"]);
const evil = {
  size: 1,
  get has() { base.add("q"); return () => false; },
  keys() { let done = false; return { next() { const r = { done, value: "x" }; done = true; return r; } }; },
};
console.log([...base.union(evil)].join(), [...base].join());
const live = new Set([1, 2, 3]);
console.log(live.isSubsetOf({ size: 5, has(v) { if (v === 1) live.delete(2); return true; }, keys() {} }));
const inter = new Set([1, 2, 3]);
console.log([...inter.intersection({ size: 5, has(v) { if (v === 1) { inter.delete(2); inter.add(4); } return true; }, keys() {} })].join());
console.log([...new Set([0, 1]).union({ size: 1, has() {}, keys() { let d = false; return { next() { const r = { done: d, value: -0 }; d = true; return r; } }; } })].map((v) => Object.is(v, -0)).join());
