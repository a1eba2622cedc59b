// value: 4
// log: vault of ann is locked locked
// log: 1234 open true false false
// log: false TypeError: Cannot read private member #secrets from an object whose class did not declare it
// log: {"created":3,"audit":["created for ann","ann locked","ann open","created for bob","created for cy"]}
// log: [ 'owner' ] {"owner":"ann"} [ 'constructor', 'put', 'get', 'lock', 'unlock', 'status', 'equals' ]
// log: TypeError Receiver must be an instance of class Vault
// log: ok 3
// log: TypeError Receiver must be an instance of class Vault
// log: TypeError Receiver must be an instance of class Vault
// log: child only open 1 true true
// Private methods, accessors and static privates; brand checks and error messages.
class Vault {
  static #created = 0;
  static #audit = [];
  #secrets = new Map();
  #locked = false;
  constructor(owner) {
    this.owner = owner;
    Vault.#created++;
    Vault.#log(`created for ${owner}`);
  }
  static #log(msg) {
    Vault.#audit.push(msg);
  }
  get #status() {
    return this.#locked ? "locked" : "open";
  }
  set #lock(v) {
    this.#locked = Boolean(v);
    Vault.#log(`${this.owner} ${this.#status}`);
  }
  #check() {
    if (this.#locked) throw new Error(`vault of ${this.owner} is locked`);
  }
  put(k, v) {
    this.#check();
    this.#secrets.set(k, v);
    return this;
  }
  get(k) {
    this.#check();
    return this.#secrets.get(k);
  }
  lock() {
    this.#lock = true;
  }
  unlock() {
    this.#lock = false;
  }
  get status() {
    return this.#status;
  }
  static stats() {
    return { created: Vault.#created, audit: [...Vault.#audit] };
  }
  static same(a, b) {
    return #secrets in a && #secrets in b && a.#secrets === b.#secrets;
  }
  equals(other) {
    try {
      return this.#secrets.size === other.#secrets.size;
    } catch (e) {
      return `${e.constructor.name}: ${e.message}`;
    }
  }
}
const v = new Vault("ann").put("pin", 1234);
v.lock();
try {
  v.get("pin");
} catch (e) {
  console.log(e.message, v.status);
}
v.unlock();
console.log(v.get("pin"), v.status, Vault.same(v, v), Vault.same(v, new Vault("bob")), Vault.same(v, {}));
console.log(v.equals(new Vault("cy")), v.equals({}));
console.log(JSON.stringify(Vault.stats()));
console.log(Object.keys(v), JSON.stringify(v), Object.getOwnPropertyNames(Vault.prototype));
const readers = [
  () => Vault.prototype.get.call({}, "x"),
  () => Vault.stats.call(null).created,
  () => Object.getOwnPropertyDescriptor(Vault.prototype, "status").get.call({}),
  () => v.lock.call({ owner: "fake" }),
];
for (const r of readers) {
  try {
    console.log("ok", r());
  } catch (e) {
    console.log(e.constructor.name, e.message);
  }
}
class Child extends Vault {
  #extra = "child only";
  reveal() {
    return `${this.#extra} ${this.status}`;
  }
}
const c = new Child("dan");
console.log(c.reveal(), c.put("k", 1).get("k"), c instanceof Vault, Vault.same(c, c));
return Vault.stats().created;
