// value: [true,false,1,"TypeError: Cannot read private member #x from an object whose class did not declare it","m","TypeError: Receiver must be an instance of class Made","g","TypeError: Receiver must be an instance of class Made",5,"TypeError: Cannot write private member #x to an object whose class did not declare it",8,2,"TypeError: Cannot read private member #sx from an object whose class did not declare it","sm","TypeError: Receiver must be class Made","TypeError: Cannot write private member #x to an object whose class did not declare it",null,"TypeError: Cannot read private member #x from an object whose class did not declare it",0,1,"TypeError: Cannot read private member #p from an object whose class did not declare it","TypeError: Receiver must be class S","inner","TypeError: Cannot read private member #o from an object whose class did not declare it"]
// Each evaluation of a class makes new private names: the classes a
// factory returns (or a loop defines) do not share private members.
function factory() {
  return class Made {
    #x = 1;
    #m() { return "m"; }
    get #g() { return "g"; }
    static #sx = 2;
    static #sm() { return "sm"; }
    static has(o) { return #x in o; }
    read(o) { return o.#x; }
    call(o) { return o.#m(); }
    getter(o) { return o.#g; }
    write(o) { o.#x = 5; return o.#x; }
    bump() { this.#x++; this.#x += 2; this.#x ||= 9; return this.#x; }
    static sread(o) { return o.#sx; }
    static scall(o) { return o.#sm(); }
    destructure(o) { [this.#x, o.#x] = [10, 20]; return this.#x; }
    optional(o) { return o?.#x; }
  };
}
const A = factory(), B = factory();
const a = new A(), b = new B();
const out = [];
const t = (f) => { try { out.push(f()); } catch (e) { out.push(e.constructor.name + ": " + e.message); } };
t(() => A.has(a)); t(() => A.has(b));
t(() => a.read(a)); t(() => a.read(b));
t(() => a.call(a)); t(() => a.call(b));
t(() => a.getter(a)); t(() => a.getter(b));
t(() => a.write(a)); t(() => a.write(b));
t(() => a.bump());
t(() => A.sread(A)); t(() => A.sread(B));
t(() => A.scall(A)); t(() => A.scall(B));
t(() => a.destructure(b));
t(() => a.optional(null)); t(() => a.optional(b));
const Ls = [];
for (let i = 0; i < 2; i++) Ls.push(class { #p = i; static get(o) { return o.#p; } });
t(() => Ls[0].get(new Ls[0]())); t(() => Ls[1].get(new Ls[1]())); t(() => Ls[0].get(new Ls[1]()));
class S { static #sm() {} static f(o) { return o.#sm(); } }
t(() => S.f({}));
class Outer {
  #o = "outer";
  inner() {
    return new (class { #o = "inner"; get(x) { return x.#o; } })();
  }
}
const inner = new Outer().inner();
t(() => inner.get(inner)); t(() => inner.get(new Outer()));
return out;
