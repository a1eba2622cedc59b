// value: [{"qty":1,"sku":"A-1","value":12.5},{"qty":0,"sku":"B-2","value":0},{"qty":20,"sku":"C-3","value":79.8}]
// log: [ 'A-1 x4', 'B-2 x1000', 'C-3 x25' ] 199.75
// log: Item { sku: 'A-1', name: 'anchor', price: 12.5 } 20
// log: OutOfStockError: cannot take 2 of A-1: only 1 left [ 'A-1', 2, 1 ]
// log: Error: unknown sku Z-9 { sku: 'Z-9' }
// log: took 1000 of bolts -> 0
// log: RangeError invalid quantity -1 for A-1
// log: [{"sku":"A-1","qty":1,"value":12.5},{"sku":"B-2","qty":0,"value":0},{"sku":"C-3","qty":20,"value":79.8}] 19
// log: Inventory {} Item { sku: 'B-2', name: 'bolts', price: 0.05 } [ 'sku', 'name', 'price' ] [ 'take:A-1:3', 'take:C-3:5', 'take:B-2:1000' ]
// log: [
// log:   { sku: 'A-1', qty: 1, value: 12.5 },
// log:   { sku: 'B-2', qty: 0, value: 0 },
// log:   { sku: 'C-3', qty: 20, value: 79.8 }
// log: ] true
// log: function function false [ 'constructor', 'qty', 'value', 'toJSON', 'toString' ]
// log: [
// log:   { sku: 'B-2', name: 'bolts', price: 0.05 },
// log:   { sku: 'C-3', name: 'cable', price: 3.99 }
// log: ] A-1 x1,B-2 x0,C-3 x20 $92.30
// log: {
// log:   'A-1': { qty: 1, low: true },
// log:   'B-2': { qty: 0, low: true },
// log:   'C-3': { qty: 20, low: false }
// log: } [ 'A-1', 'B-2' ]
// An inventory model with classes, accessors, iterators, toJSON, custom errors and printing.
class OutOfStockError extends Error {
  constructor(sku, wanted, have) {
    super(`cannot take ${wanted} of ${sku}: only ${have} left`);
    this.name = "OutOfStockError";
    Object.assign(this, { sku, wanted, have });
  }
}
class Item {
  #qty;
  constructor(sku, name, price, qty = 0) {
    this.sku = sku;
    this.name = name;
    this.price = price;
    this.#qty = qty;
  }
  get qty() { return this.#qty; }
  set qty(v) {
    if (!Number.isInteger(v) || v < 0) throw new RangeError(`invalid quantity ${v} for ${this.sku}`);
    this.#qty = v;
  }
  get value() { return Math.round(this.price * this.#qty * 100) / 100; }
  toJSON() { return { sku: this.sku, qty: this.#qty, value: this.value }; }
  toString() { return `${this.sku} x${this.#qty}`; }
}
class Inventory {
  #items = new Map();
  #log = [];
  add(item) { this.#items.set(item.sku, item); return this; }
  take(sku, n) {
    const item = this.#items.get(sku);
    if (!item) throw new Error(`unknown sku ${sku}`, { cause: { sku } });
    if (item.qty < n) throw new OutOfStockError(sku, n, item.qty);
    item.qty -= n;
    this.#log.push(["take", sku, n]);
    return item;
  }
  *[Symbol.iterator]() { yield* [...this.#items.values()].sort((a, b) => a.sku.localeCompare(b.sku)); }
  get total() { return [...this].reduce((s, i) => s + i.value, 0); }
  get log() { return this.#log.map((e) => e.join(":")); }
  static from(rows) { return rows.reduce((inv, r) => inv.add(new Item(...r)), new Inventory()); }
}
const inv = Inventory.from([["B-2", "bolts", 0.05, 1000], ["A-1", "anchor", 12.5, 4], ["C-3", "cable", 3.99, 25]]);
console.log([...inv].map(String), inv.total.toFixed(2));
console.log(inv.take("A-1", 3), inv.take("C-3", 5).qty);
for (const [sku, n] of [["A-1", 2], ["Z-9", 1], ["B-2", 1000]]) {
  try {
    const it = inv.take(sku, n);
    console.log("took", n, "of", it.name, "->", it.qty);
  } catch (e) {
    console.log(`${e.name}: ${e.message}`, e instanceof OutOfStockError ? [e.sku, e.wanted, e.have] : e.cause);
  }
}
try {
  [...inv][0].qty = -1;
} catch (e) {
  console.log(e.name, e.message);
}
console.log(JSON.stringify([...inv]), JSON.stringify({ inv: [...inv] }, null, 1).split("\n").length);
console.log(inv, [...inv][1], Object.keys([...inv][1]), inv.log);
const snapshot = structuredClone([...inv].map((i) => i.toJSON()));
console.log(snapshot, snapshot[0].constructor === Object);
const desc = Object.getOwnPropertyDescriptor(Item.prototype, "qty");
console.log(typeof desc.get, typeof desc.set, desc.enumerable, Object.getOwnPropertyNames(Item.prototype));
const cheap = [...inv].filter((i) => i.price < 5).map(({ sku, name, price }) => ({ sku, name, price }));
console.log(cheap, `${[...inv]}`, inv.total.toLocaleString("en-US", { style: "currency", currency: "USD" }));
const report = Object.fromEntries([...inv].map((i) => [i.sku, { qty: i.qty, low: i.qty < 10 }]));
console.log(report, Object.entries(report).filter(([, r]) => r.low).map(([k]) => k));
return JSON.parse(JSON.stringify([...inv]));
