// value: {"before":10,"retries":7}
// log: 3 7 7
// log: RangeError retries must be a non-negative integer, got -1
// log: 10 11 2 [ 'hits', 'total', 'before', 'seen_a', 'seen_b' ] 10
// log: child+base true true undefined
// log: TypeError Cannot assign to read only property 'fixed' of object '#<Writer>'
// log: get total set total get dynamic
// log: get id set config get [Symbol.toStringTag] [object Model]
// log: Generator [object Generator] [object Generator]
// log: TypeError: Method [Generator].prototype.next called on incompatible receiver #<Object>
// log: TypeError: Method [Generator].prototype.return called on incompatible receiver undefined
// log: TypeError: undefined is not iterable (cannot read property Symbol(Symbol.iterator))
// log: TypeError: Cannot set properties of null (setting 'Symbol(tag)')
// log: TypeError: Cannot destructure property 'id' of 'object null' as it is null.
// log: TypeError: Cannot destructure property 'body' of 'object null' as it is null.
// log: TypeError: Cannot read properties of undefined (reading 'timeout')
// log: TypeError: Cannot destructure property 'name' of '.for' as it is null.
// log: TypeError: .for is not iterable
// log: TypeError: fetchRows is not a function or its return value is not iterable
// log: TypeError: {(intermediate value)} is not iterable
// log: TypeError: number 42 is not iterable (cannot read property Symbol(Symbol.iterator))
// log: Method [AsyncGenerator].prototype.next called on incompatible receiver #<Object>
// super property writes (plain, compound, update, computed, in arrows), accessor names and iterator protocol errors.
class Settings {
  #values = { retries: 1 };
  get retries() {
    return this.#values.retries;
  }
  set retries(v) {
    this.#values.retries = v;
  }
}
class ValidatedSettings extends Settings {
  set retries(v) {
    if (!Number.isInteger(v) || v < 0) throw new RangeError(`retries must be a non-negative integer, got ${v}`);
    super.retries = v;
  }
  get retries() {
    return super.retries;
  }
  bump() {
    super.retries += 2;
    super.retries++;
    return ++super.retries;
  }
}
const s = new ValidatedSettings();
s.retries = 3;
console.log(s.retries, s.bump(), s.retries);
try {
  s.retries = -1;
} catch (e) {
  console.log(e.name, e.message);
}
class Counter {
  constructor() {
    this.hits = 0;
  }
}
Counter.prototype.total = 10;
class Tracking extends Counter {
  constructor() {
    super();
    const key = "total";
    const arrow = () => {
      super[key] += 5;
      return super[key]++;
    };
    this.before = arrow();
  }
  record(name) {
    super[`seen_${name}`] = true;
    super.hits = this.hits + 1;
    return this;
  }
}
const t = new Tracking().record("a").record("b");
console.log(t.before, t.total, t.hits, Object.keys(t), Counter.prototype.total);
const base = {
  greet() {
    return "base";
  },
};
const child = {
  __proto__: base,
  greet() {
    super.greeted = true;
    return "child+" + super.greet();
  },
};
console.log(child.greet(), child.greeted, Object.hasOwn(child, "greeted"), base.greeted);
class ReadOnlyParent {}
Object.defineProperty(ReadOnlyParent.prototype, "fixed", { value: 1, writable: false });
class Writer extends ReadOnlyParent {
  write() {
    super.fixed = 2;
  }
}
try {
  new Writer().write();
} catch (e) {
  console.log(e.constructor.name, e.message);
}
const accessors = {
  get total() {
    return 1;
  },
  set total(v) {},
  get ["dyn" + "amic"]() {
    return 2;
  },
};
class Model {
  get id() {
    return 1;
  }
  static set config(v) {}
  get [Symbol.toStringTag]() {
    return "Model";
  }
}
const d1 = Object.getOwnPropertyDescriptor(accessors, "total");
console.log(d1.get.name, d1.set.name, Object.getOwnPropertyDescriptor(accessors, "dynamic").get.name);
console.log(Object.getOwnPropertyDescriptor(Model.prototype, "id").get.name, Object.getOwnPropertyDescriptor(Model, "config").set.name, Object.getOwnPropertyDescriptor(Model.prototype, Symbol.toStringTag).get.name, String(new Model()));
function* steps() {
  yield "plan";
  yield "act";
}
const g = steps();
console.log(g[Symbol.toStringTag], Object.prototype.toString.call(g), String(g));
const probes = [
  () => g.next.call({}),
  () => g.return.call(undefined),
  () => { const missing = undefined; return missing[Symbol.iterator]; },
  () => { let list = null; list[Symbol("tag")] = 1; },
  () => [null].map(({ id }) => id),
  () => { function handler({ body }) { return body; } return handler(null); },
  () => { const { config: { timeout } } = { config: undefined }; return timeout; },
  () => { for (const { name } of [{ name: "ok" }, null]) {} },
  () => { for (const [k, v] of [["a", 1], 5]) {} },
  () => { const fetchRows = () => null; const [first] = fetchRows(); return first; },
  () => { for (const row of { rows: [] }) {} },
  () => new Set(42),
];
for (const p of probes) {
  try {
    console.log("ok", p());
  } catch (e) {
    console.log(`${e.name}: ${e.message}`);
  }
}
const agen = (async function* () {})();
const rejected = await agen.next.call({}).catch((e) => e.message);
console.log(rejected);
return { retries: s.retries, before: t.before };
