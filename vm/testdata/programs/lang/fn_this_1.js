// log: o
// log: other
const o = { name: 'o', get() { return this.name; }, arrow: () => typeof this };
console.log(o.get());
const g = o.get;
console.log(g.call({ name: 'other' }));
