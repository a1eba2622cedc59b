// log: tag getter
// log: [object Promise] [object Map] [object Set] [object Generator] [object Array Iterator]
// log: [object Object]
// log: [object Map]
// log: TypeError Invalid value used as weak map key
// log: TypeError Invalid value used in weak set
// log: true true false
// log: message,cause,errors
// Object.prototype.toString takes Promise/Map/Set tags from the prototypes
// (a throwing tag getter propagates); weak collections refuse registered
// symbols; AggregateError reads message and cause before the errors.
const poisoned = Object.defineProperty({}, Symbol.toStringTag, { get() { throw new Error("tag getter"); } });
try { Object.prototype.toString.call(poisoned); } catch (e) { console.log(e.message); }
const ts = (v) => Object.prototype.toString.call(v);
console.log(ts(Promise.resolve()), ts(new Map()), ts(new Set()), ts((function* () {})()), ts([].values()));
const saved = Object.getOwnPropertyDescriptor(Map.prototype, Symbol.toStringTag);
delete Map.prototype[Symbol.toStringTag];
console.log(ts(new Map()));
Object.defineProperty(Map.prototype, Symbol.toStringTag, saved);
console.log(ts(new Map()));

for (const make of [() => new WeakMap().set(Symbol.for("reg"), 1), () => new WeakSet().add(Symbol.for("reg"))]) {
  try { make(); console.log("ok"); } catch (e) { console.log(e.name, e.message); }
}
console.log(new WeakMap().set(Symbol("own"), 1) instanceof WeakMap, new WeakSet().add(Symbol.iterator).has(Symbol.iterator), new WeakMap().has(Symbol.for("reg")));

const steps = [];
new AggregateError(
  { [Symbol.iterator]() { steps.push("errors"); return [][Symbol.iterator](); } },
  { toString() { steps.push("message"); return "m"; } },
  { get cause() { steps.push("cause"); return 0; } },
);
console.log(steps.join());
