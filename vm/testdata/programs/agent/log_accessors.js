// log: { full: [Getter], name: [Setter], both: [Getter/Setter], plain: 1 }
// log: Temp { _c: 20 }
// log: { computed: [Getter] }
// log: {
// log:   nested: {
// log:     g: { full: [Getter], name: [Setter], both: [Getter/Setter], plain: 1 }
// log:   }
// log: }
// log: [ 1, 2, total: [Getter] ]
// Getters and setters show as [Getter], [Setter], [Getter/Setter].
const o = {
  get full() { return "a b"; },
  set name(v) {},
  get both() { return 1; },
  set both(v) {},
  plain: 1,
};
console.log(o);
class Temp {
  constructor() { this._c = 20; }
  get f() { return this._c * 9 / 5 + 32; }
}
console.log(new Temp());
const withDefined = {};
Object.defineProperty(withDefined, "computed", { get() { return 42; }, enumerable: true });
Object.defineProperty(withDefined, "hidden", { get() { return 42; }, enumerable: false });
console.log(withDefined);
console.log({ nested: { g: o } });
const arr = [1, 2];
Object.defineProperty(arr, "total", { get() { return 3; }, enumerable: true });
console.log(arr);
