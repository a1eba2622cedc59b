// log: async /* a */ * /* b */ f /* c */ ( /* d */ ) /* e */ { /* f */ }
// log: get /* a */ [ /* b */ "g" /* c */ ] /* d */ ( /* e */ ) /* f */ { /* g */ }
// log: [ /* a */ "f" /* b */ ] /* c */ ( /* d */ ) /* e */ { /* f */ } set s(v) {} async *ag() {}
// log: q() { return this.prototype.r; } 197
// Function.prototype.toString of methods shows their source from the first
// token (async, *, get, set or the key), not from the parameters.
let x = "h";
class F { static /* before */async /* a */ * /* b */ f /* c */ ( /* d */ ) /* e */ { /* f */ }/* after */ }
class G { /* before */get /* a */ [ /* b */ "g" /* c */ ] /* d */ ( /* e */ ) /* f */ { /* g */ }/* after */ 
 #p() {} static q() { return this.prototype.r; } r() {} constructor(a) { this.a = a } }
const o = { /* before */[ /* a */ "f" /* b */ ] /* c */ ( /* d */ ) /* e */ { /* f */ }/* after */, set s(v) {}, async *ag() {} };
console.log(F.f.toString());
console.log(Object.getOwnPropertyDescriptor(G.prototype, "g").get.toString());
console.log(o.f.toString(), Object.getOwnPropertyDescriptor(o, "s").set.toString(), o.ag.toString());
console.log(G.q.toString(), G.toString().length);
