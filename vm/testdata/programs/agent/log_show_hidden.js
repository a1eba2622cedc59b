// log: Temperature { celsius: 20, [fahrenheit]: [Getter], [kelvin]: [Setter] }
// log: Reading {
// log:   celsius: 5,
// log:   [label]: [Getter],
// log:   [fahrenheit]: [Getter],
// log:   [kelvin]: [Setter]
// log: }
// log: {
// log:   readings: [
// log:     Reading {
// log:       celsius: 1,
// log:       [label]: [Getter],
// log:       [fahrenheit]: [Getter],
// log:       [kelvin]: [Setter]
// log:     },
// log:     [length]: 1
// log:   ],
// log:   count: 1
// log: }
// log: { visible: 1, [secret]: 's', [Symbol(tag)]: 2 }
// log: { visible: 1 }
// log: [
// log:   [
// log:     1,
// log:     [ 2, [ 3, [ 4, [Array], [length]: 2 ], [length]: 2 ], [length]: 2 ],
// log:     [length]: 2
// log:   ],
// log:   [length]: 1
// log: ]
// log: {
// log:   a: {
// log:     b: { c: { d: { e: [Object] } } }
// log:   }
// log: }
// log: Set(1) { 'x' } Map(1) { 'k' => [ 'v' ] }
// log: [ 1, [length]: 1 ] and [ 2 ]
// log: { own: true, inherited: [Getter] }
// %o is util.inspect with showHidden (non-enumerable keys in brackets, array lengths,
// a class's prototype accessors) and depth 4.
class Temperature {
  constructor(c) { this.celsius = c; }
  get fahrenheit() { return this.celsius * 9 / 5 + 32; }
  set kelvin(k) { this.celsius = k - 273.15; }
  describe() { return "t"; }
}
class Reading extends Temperature {
  get label() { return "reading"; }
}
console.log("%o", new Temperature(20));
console.log("%o", new Reading(5));
console.log("%o", { readings: [new Reading(1)], count: 1 });
const hidden = { visible: 1 };
Object.defineProperty(hidden, "secret", { value: "s", enumerable: false });
Object.defineProperty(hidden, Symbol("tag"), { value: 2, enumerable: false });
console.log("%o", hidden);
console.log("%O", hidden);
console.log("%o", [[1, [2, [3, [4, [5]]]]]]);
console.log("%o", { a: { b: { c: { d: { e: { f: 1 } } } } } });
console.log("%o", new Set(["x"]), new Map([["k", ["v"]]]));
console.log("%o and %O", [1], [2]);
const proto = { get inherited() { return 1; } };
console.log("%o", Object.assign(Object.create(proto), { own: true }));
