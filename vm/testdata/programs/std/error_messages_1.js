// value: null
// log: TypeError: Cannot read properties of null (reading 'foo')
// log: TypeError: Cannot read properties of undefined (reading 'bar')
// log: TypeError: Cannot read properties of undefined (reading 'y')
// log: TypeError: 1 is not a function
// log: TypeError: (intermediate value) is not a constructor
// log: TypeError: Reduce of empty array with no initial value
// log: RangeError: Invalid array length
// log: RangeError: Invalid count value: Infinity
// log: RangeError: toFixed() digits argument must be between 0 and 100
// log: TypeError: Cannot convert a Symbol value to a number
// log: TypeError: Right-hand side of 'instanceof' is not an object
// log: TypeError: Cannot use 'in' operator to search for 'a' in b
// log: SyntaxError: Expected property name or '}' in JSON at position 1
// log: URIError: URI malformed
// log: TypeError: Iterator value 1 is not an entry object
// log: TypeError: Object prototype may only be an Object or null: undefined
// log: ReferenceError: BigIntMissing is not defined
const cases = [() => null.foo, () => undefined.bar(), () => ({}).x.y, () => (1)(), () => new (() => {})(), () => [].reduce(() => 0),
  () => new Array(-1), () => "x".repeat(Infinity), () => (1).toFixed(200), () => Symbol() * 2, () => ({}) instanceof 5, () => "a" in "b", () => JSON.parse("{"),
  () => decodeURI("%E0%A4%A"), () => new Map([1]), () => Object.setPrototypeOf(1), () => BigIntMissing];
for (const f of cases) { try { f(); console.log("no error"); } catch (e) { console.log(e.constructor.name + ": " + e.message); } }
