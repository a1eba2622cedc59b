// value: {"a":"Account(ann, 70 EUR)","count":2,"s":"Savings:Account(bob, 220 EUR)"}
// log: Account(ann, 70 EUR) Savings:Account(bob, 220 EUR) 70 220 [ 'dep:200', 'dep:20' ]
// log: setter: use deposit()
// log: insufficient funds for ann
// log: RangeError invalid amount -1 true
// log: 2 true false true true
// log: init,true;1,ann;2,bob EUR EUR
// log: {"owner":"ann","id":1} [ 'owner', 'id' ] function Account Savings 2
// log: TypeError Cannot read private member #balance from an object whose class did not declare it
// Classes: private fields/methods, static fields and blocks, accessors, inheritance.
class Account {
  static #count = 0;
  static registry = new Map();
  static {
    Account.currency = "EUR";
    Account.registry.set("init", true);
  }
  #balance = 0;
  #history = [];
  constructor(owner) {
    this.owner = owner;
    this.id = ++Account.#count;
    Account.registry.set(this.id, owner);
  }
  get balance() {
    return this.#balance;
  }
  set balance(v) {
    throw new Error("use deposit()");
  }
  #record(kind, amount) {
    this.#history.push(`${kind}:${amount}`);
  }
  deposit(amount) {
    if (amount <= 0) throw new RangeError(`invalid amount ${amount}`);
    this.#balance += amount;
    this.#record("dep", amount);
    return this;
  }
  withdraw(amount) {
    if (amount > this.#balance) throw new Error(`insufficient funds for ${this.owner}`);
    this.#balance -= amount;
    this.#record("wd", amount);
    return this;
  }
  get history() {
    return [...this.#history];
  }
  static count() {
    return Account.#count;
  }
  static isAccount(x) {
    return #balance in x;
  }
  toString() {
    return `Account(${this.owner}, ${this.#balance} ${Account.currency})`;
  }
}
class Savings extends Account {
  #rate;
  constructor(owner, rate) {
    super(owner);
    this.#rate = rate;
  }
  addInterest() {
    return this.deposit(Math.round(this.balance * this.#rate));
  }
  toString() {
    return "Savings:" + super.toString();
  }
}
const a = new Account("ann").deposit(100).withdraw(30);
const s = new Savings("bob", 0.1).deposit(200);
s.addInterest();
console.log(String(a), `${s}`, a.balance, s.balance, s.history);
try {
  a.balance = 5;
} catch (e) {
  console.log("setter:", e.message);
}
try {
  a.withdraw(1000);
} catch (e) {
  console.log(e.message);
}
try {
  a.deposit(-1);
} catch (e) {
  console.log(e.name, e.message, e instanceof RangeError);
}
console.log(Account.count(), Account.isAccount(s), Account.isAccount({}), s instanceof Account, Object.getPrototypeOf(Savings) === Account);
console.log([...Account.registry.entries()].join(";"), Account.currency, Savings.currency);
console.log(JSON.stringify(a), Object.keys(s), typeof Account, Account.name, Savings.name, Savings.length);
try {
  Account.prototype.deposit.call({}, 1);
} catch (e) {
  console.log(e.constructor.name, e.message);
}
return { a: a.toString(), s: s.toString(), count: Account.count() };
