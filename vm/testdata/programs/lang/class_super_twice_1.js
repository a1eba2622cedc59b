// value: ["base first","argument","base second","ReferenceError: Super constructor may only be called once","base third","ReferenceError: Super constructor may only be called once",true,"first","base inner","not evaluated","base [object Object]","ReferenceError: Super constructor may only be called once","inner","base arrow","base arrow","ReferenceError: Super constructor may only be called once","base late","ReferenceError: Super constructor may only be called once","arrow"]
// A second super() evaluates its arguments and constructs the parent
// before it fails to bind this (a ReferenceError); this stays the first.
const log = [];
class Base { constructor(tag) { log.push("base " + tag); this.tag = tag; } }
class Derived extends Base {
  constructor() {
    super("first");
    const first = this;
    try { super((log.push("argument"), "second")); } catch (e) { log.push(`${e.constructor.name}: ${e.message}`); }
    try { super(...["third"]); } catch (e) { log.push(`${e.constructor.name}: ${e.message}`); }
    log.push(this === first, this.tag);
  }
}
new Derived();
class Nested extends Base {
  constructor() {
    try { super(super("inner"), log.push("not evaluated")); } catch (e) { log.push(`${e.constructor.name}: ${e.message}`); }
    log.push(this.tag);
  }
}
new Nested();
// super() in an arrow, called again (even after the constructor returned).
class ArrowSuper extends Base {
  constructor() {
    const make = () => super("arrow");
    make();
    try { make(); } catch (e) { log.push(`${e.constructor.name}: ${e.message}`); }
    this.later = () => super("late");
  }
}
const as = new ArrowSuper();
try { as.later(); } catch (e) { log.push(`${e.constructor.name}: ${e.message}`); }
log.push(as.tag);
return log;
