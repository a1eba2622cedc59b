// log: 2 2 secret [] {}
class Counter {
  #n = 0;
  static #instances = 0;
  constructor() { Counter.#instances++; }
  inc() { this.#n++; return this; }
  get value() { return this.#n; }
  static get instances() { return Counter.#instances; }
  #secret() { return 'secret'; }
  reveal() { return this.#secret(); }
}
const c = new Counter().inc().inc();
new Counter();
console.log(c.value, Counter.instances, c.reveal(), Object.keys(c), JSON.stringify(c));
