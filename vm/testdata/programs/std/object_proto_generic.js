// value: null
// log: [ 'custom', '1,2', '5', 'TypeError', 'TypeError', false, true ]
// log: 42 3 function undefined {"enumerable":true,"configurable":true}
// log: TypeError
// log: 2 1
// log: TypeError
// log: TypeError
const r = [];
r.push({ toString() { return "custom"; } }.toLocaleString(), [1, 2].toLocaleString(), Object.prototype.toLocaleString.call(5));
try { Object.prototype.toLocaleString.call(null); } catch (e) { r.push(e.constructor.name); }
try { Object.prototype.isPrototypeOf.call(undefined, {}); } catch (e) { r.push(e.constructor.name); }
r.push(Object.prototype.isPrototypeOf.call(undefined, 1), Object.prototype.isPrototypeOf.call(Object.prototype, {}));
console.log(r);
const q = {};
q.__defineGetter__("g", function () { return 42; });
q.__defineSetter__("g", function (v) { this.v = v; });
q.g = 3;
const child = Object.create(q);
console.log(q.g, q.v, typeof child.__lookupGetter__("g"), child.__lookupSetter__("x"), JSON.stringify(Object.getOwnPropertyDescriptor(q, "g")));
try { q.__defineGetter__("h", 1); } catch (e) { console.log(e.constructor.name); }
const sy = Symbol("s");
const tgt = Object.assign({}, { a: 1, [sy]: 2 });
console.log(tgt[sy], Object.getOwnPropertySymbols(tgt).length);
try { Object.assign(Object.freeze({ [sy]: 1 }), { [sy]: 1 }); } catch (e) { console.log(e.constructor.name); }
try { Object.assign("a", [1]); } catch (e) { console.log(e.constructor.name); }
