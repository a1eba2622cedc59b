// log: 5 [ '0', '1' ]
// log: false 2
// log: 5
// log: false
// log: {"value":10,"writable":true,"enumerable":true,"configurable":true}
// log: TypeError Cannot delete property '1' of [object Array]
// log: 2 [ '0', '1' ]
// log: Method Set.prototype.forEach called on incompatible receiver #<WeakSet>
// log: [ 2, [ '0', '1', '2', '3' ], true, true ]
// Arguments objects keep their elements in one place (writes, delete, keys);
// a non-configurable element stops a length truncation; Set methods reject WeakSets.
(function () { arguments[0] = 5; console.log(arguments[0], Object.keys(arguments)); delete arguments[0]; console.log(0 in arguments, arguments.length); })(1, 2);
(function () { "use strict"; arguments[0] = 5; console.log(arguments[0]); delete arguments[0]; console.log(0 in arguments); })(1, 2);
(function () {
  delete arguments[0];
  Object.defineProperty(arguments, "0", { value: 10, writable: true, enumerable: true, configurable: true });
  console.log(JSON.stringify(Object.getOwnPropertyDescriptor(arguments, "0")));
}(0, 1, 2));
const a = [0, 1, 2, 3];
Object.defineProperty(a, "1", { get() { return 1; }, configurable: false });
try { Object.defineProperty(a, "length", { value: 0 }); } catch (e) { console.log(e.name, e.message); }
console.log(a.length, Object.keys(a));
try { WeakSet.prototype.forEach; Set.prototype.forEach.call(new WeakSet(), () => {}); } catch (e) { console.log(e.message); }
const f2 = function (a, b) {
  arguments[2] = 9;
  Object.defineProperty(arguments, "3", { value: 1, enumerable: true, configurable: true, writable: true });
  return [arguments.length, Object.keys(arguments), Array.prototype.every.call(arguments, (v) => v > 10), 2 in arguments];
};
console.log(f2(12, 11));
