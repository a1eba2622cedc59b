// value: ["TypeError: Cannot initialize #x twice on the same object","TypeError: Cannot initialize private methods of class WithMethod twice on the same object","TypeError: Cannot initialize private methods of class WithGetter twice on the same object","Private method '#sm' is not writable","Private method '#im' is not writable","TypeError: Cannot define property a, object is not extensible","TypeError: Cannot define property a, object is not extensible","TypeError: Cannot redefine property: c"]
// log: false true
// A base constructor that returns an existing object: the derived class
// initializes its private names on it once; a second time is a TypeError.
class Base { constructor(o) { return o; } }
class WithField extends Base { #x = 1; static has(o) { return #x in o; } }
class WithMethod extends Base { #m() { return 1; } }
class WithGetter extends Base { get #g() { return 2; } }
const out = [];
for (const C of [WithField, WithMethod, WithGetter]) {
  const o = {};
  new C(o);
  try { new C(o); out.push("no error"); } catch (e) { out.push(`${e.constructor.name}: ${e.message}`); }
}
console.log(WithField.has({}), WithField.has(new WithField({})));
// A private method cannot be assigned, static or not.
class S {
  static #sm() {}
  #im() {}
  static tryStatic() { try { this.#sm = 1; } catch (e) { return e.message; } }
  tryInstance() { try { this.#im = 1; } catch (e) { return e.message; } }
}
out.push(S.tryStatic(), new S().tryInstance());
// A public field on a frozen or non-extensible this is a TypeError.
class Frozen { a = Object.freeze(this); b = 1; }
try { new Frozen(); } catch (e) { out.push(`${e.constructor.name}: ${e.message}`); }
class Sealed { a = Object.seal(this); b = 1; }
try { new Sealed(); } catch (e) { out.push(`${e.constructor.name}: ${e.message}`); }
class Fixed { constructor() { Object.defineProperty(this, "c", { value: 0 }); } }
class Redef extends Fixed { c = 1; }
try { new Redef(); } catch (e) { out.push(`${e.constructor.name}: ${e.message}`); }
return out;
