// value: {"balance":0,"peak":2,"results":["a","b","c","d","job E crashed","f"]}
// log: +A +B -B -A +C +D -C -D +E +F -F !E
// log: [ 'a', 'b', 'c', 'd', 'job E crashed', 'f' ] peak 2 available 2
// log: [ 't1:70', 't2:20', 't3: insufficient (20 < 40)', 't4:0' ] 0
// A semaphore and a mutex built from promises; interleaving of critical sections.
class Semaphore {
  #permits;
  #waiters = [];
  constructor(permits) {
    this.#permits = permits;
  }
  async acquire() {
    if (this.#permits > 0) {
      this.#permits--;
      return;
    }
    await new Promise((resolve) => this.#waiters.push(resolve));
  }
  release() {
    const next = this.#waiters.shift();
    if (next) next();
    else this.#permits++;
  }
  async use(fn) {
    await this.acquire();
    try {
      return await fn();
    } finally {
      this.release();
    }
  }
  get available() {
    return this.#permits;
  }
}
const sem = new Semaphore(2);
const timeline = [];
let inside = 0;
let peak = 0;
async function job(name, work) {
  return sem.use(async () => {
    inside++;
    peak = Math.max(peak, inside);
    timeline.push(`+${name}`);
    for (let i = 0; i < work; i++) await null;
    if (name === "E") throw new Error(`job ${name} crashed`);
    timeline.push(`-${name}`);
    inside--;
    return name.toLowerCase();
  }).catch((e) => {
    inside--;
    timeline.push(`!${name}`);
    return e.message;
  });
}
const results = await Promise.all([job("A", 3), job("B", 1), job("C", 2), job("D", 1), job("E", 1), job("F", 0)]);
console.log(timeline.join(" "));
console.log(results, "peak", peak, "available", sem.available);
class Mutex {
  #last = Promise.resolve();
  lock() {
    let unlock;
    const next = new Promise((r) => (unlock = r));
    const ready = this.#last.then(() => unlock);
    this.#last = next;
    return ready;
  }
}
const mutex = new Mutex();
let balance = 100;
const ledger = [];
async function transfer(amount, label) {
  const unlock = await mutex.lock();
  try {
    const current = balance;
    await null;
    if (current < amount) throw new Error(`${label}: insufficient (${current} < ${amount})`);
    balance = current - amount;
    ledger.push(`${label}:${balance}`);
  } catch (e) {
    ledger.push(e.message);
  } finally {
    unlock();
  }
}
await Promise.all([transfer(30, "t1"), transfer(50, "t2"), transfer(40, "t3"), transfer(20, "t4")]);
console.log(ledger, balance);
return { results, balance, peak };
