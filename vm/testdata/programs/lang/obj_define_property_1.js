// log: 42 43 [ 'computed' ] {"computed":43}
const o = {};
Object.defineProperty(o, 'hidden', { value: 42, enumerable: false });
Object.defineProperty(o, 'computed', { get() { return this.hidden + 1; }, enumerable: true });
console.log(o.hidden, o.computed, Object.keys(o), JSON.stringify(o));
