class A extends B {
  #x = 1;
  static y = 2;
  z;
  "quoted" = 3;
  [k] = 4;
  static #count = 0;
  constructor(a) { super(a); this.#x = a; }
  get x() { return this.#x; }
  set x(v) { this.#x = v; }
  static get s() { return A.#count; }
  #priv() { return #x in this; }
  async m() { await super.m(); }
  *gen() { yield 1; }
  async *agen() { yield* other(); }
  static { A.#count++; this.y = super.y; }
  static async *[Symbol.iterator]() {}
  get #p() { return 1 }
  set #p(v) {}
  "constructor2"() {}
  123() {}
  static static() {}
  get() {}
  set() {}
  async() {}
  static = 5;
  get
  a() {}
}
const C = class Named { m() { return Named; } };
class D { constructor() { new.target; } }
