// log: TypeError: x is not a function
// log: TypeError: (intermediate value) is not a function
// log: TypeError: x.foo is not a function
// log: TypeError: x is not a constructor
// log: TypeError: Cannot read properties of undefined (reading 'b')
// log: TypeError: Cannot create property 'p' on bigint '5'
// log: TypeError: Cannot create property 'p' on number '5'
// log: TypeError: Cannot create property 'p' on string 's'
// log: TypeError: Cannot read properties of undefined (reading 'z')
// log: TypeError: Object.defineProperty called on non-object
// log: TypeError: Right-hand side of 'instanceof' is not an object
// log: TypeError: Cannot use 'in' operator to search for 'a' in 1
const x = 5n;
for (const f of [() => x(), () => 1n(), () => x.foo(), () => new x(), () => x.a.b, () => { "use strict"; x.p = 1 }, () => { "use strict"; (5).p = 1 }, () => { "use strict"; "s".p = 1 }, () => ({})[x].z, () => Object.defineProperty(1n, "a", {}), () => x instanceof 1n, () => "a" in 1n]) {
  try { f(); console.log("ok") } catch (e) { console.log(e.constructor.name + ": " + e.message) }
}
