// log: 42 arrow undefined
const r = (function (x) { return x * 2; })(21);
const s = (() => 'arrow')();
console.log(r, s, void 0);
