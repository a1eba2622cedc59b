// value: ["base arrow","field init","arrow!","private method",42,"base arrow","ReferenceError","arrow!","base nested",1,1,"base direct",1]
// super() inside an arrow function of a derived constructor initializes
// the class's fields and private methods on the new this (once: a second
// call is a ReferenceError before any field runs again).
const log = [];
class Base { constructor(tag) { this.tag = tag; log.push("base " + tag); } }
class C extends Base {
  field = (log.push("field init"), this.tag + "!");
  #secret = 42;
  #m() { return "private method"; }
  arrowField = () => this.#secret;
  constructor() {
    const init = () => super("arrow");
    init();
    log.push(this.field, this.#m(), this.arrowField());
    try { init(); } catch (e) { log.push(e.constructor.name); }
    log.push(this.field);
  }
}
new C();
class D extends Base {
  x = 1;
  constructor(later) {
    if (later) { const f = () => { super("nested"); return this.x; }; log.push(f()); }
    else super("direct");
    log.push(this.x);
  }
}
new D(true); new D(false);
return log;
