// log: TypeError: Cannot read private member #x from an object whose class did not declare it
class A { #x = 1; static get(o) { return o.#x; } }
try { A.get({}); } catch (e) { console.log(e.constructor.name + ': ' + e.message); }
