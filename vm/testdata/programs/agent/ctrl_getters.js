// value: {"c":37.8,"duration":3}
// log: 15 slow
// log: 3 fast [ 'started', 'finished', 'duration', 'window', 'statusText' ] {"started":1,"finished":4,"duration":3,"statusText":"fast"}
// log: 99 3 [ 'finished' ]
// log: 37.8 100 1
// log: TypeError invalid temperature: hot
// log: 1
// log: TypeError Cannot set property v of #<Object> which has only a getter
// log: 1 2 [] {} 2
// log: function function false [ 'constructor', 'celsius', 'fahrenheit' ]
// log: computing once
// log: 42 42
// Accessors in object literals, classes and defineProperty; inheritance of accessors.
const job = {
  started: 10,
  finished: 25,
  get duration() {
    return this.finished - this.started;
  },
  set window([a, b]) {
    this.started = a;
    this.finished = b;
  },
  get ["status" + "Text"]() {
    return this.duration > 10 ? "slow" : "fast";
  },
};
console.log(job.duration, job.statusText);
job.window = [1, 4];
console.log(job.duration, job.statusText, Object.keys(job), JSON.stringify(job));
const child = Object.create(job);
child.finished = 100;
console.log(child.duration, job.duration, Object.keys(child));
class Temperature {
  #c = 0;
  static #conversions = 0;
  get celsius() {
    return this.#c;
  }
  set celsius(v) {
    if (typeof v !== "number" || Number.isNaN(v)) throw new TypeError(`invalid temperature: ${v}`);
    this.#c = v;
  }
  get fahrenheit() {
    Temperature.#conversions++;
    return this.#c * 9 / 5 + 32;
  }
  set fahrenheit(f) {
    this.celsius = (f - 32) * 5 / 9;
  }
  static get conversions() {
    return Temperature.#conversions;
  }
}
class Reading extends Temperature {
  get celsius() {
    return Math.round(super.celsius * 10) / 10;
  }
  set celsius(v) {
    super.celsius = v;
  }
}
const t = new Reading();
t.fahrenheit = 100;
console.log(t.celsius, t.fahrenheit, Temperature.conversions);
try {
  t.celsius = "hot";
} catch (e) {
  console.log(e.name, e.message);
}
const onlyGet = { get v() { return 1; } };
onlyGet.v = 2;
console.log(onlyGet.v);
try {
  (function () { "use strict"; onlyGet.v = 3; })();
} catch (e) {
  console.log(e.constructor.name, e.message);
}
const counter = {};
let reads = 0;
Object.defineProperty(counter, "value", { get() { return ++reads; }, enumerable: false, configurable: true });
console.log(counter.value, counter.value, Object.keys(counter), JSON.stringify(counter), reads);
const desc = Object.getOwnPropertyDescriptor(Reading.prototype, "celsius");
console.log(typeof desc.get, typeof desc.set, desc.enumerable, Object.getOwnPropertyNames(Temperature.prototype));
const lazy = {
  get expensive() {
    console.log("computing once");
    Object.defineProperty(this, "expensive", { value: 42, writable: false });
    return this.expensive;
  },
};
console.log(lazy.expensive, lazy.expensive);
return { duration: job.duration, c: t.celsius };
