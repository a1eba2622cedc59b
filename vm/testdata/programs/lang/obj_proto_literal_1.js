// log: hi true [ 'own' ]
// log: [ '__proto__' ] true
const base = { hello() { return 'hi'; } };
const o = { __proto__: base, own: 1 };
console.log(o.hello(), Object.getPrototypeOf(o) === base, Object.keys(o));
const n = { ['__proto__']: 5 };
console.log(Object.keys(n), Object.getPrototypeOf(n) === Object.prototype);
