// log: a b m cd named
const a = function () {};
const b = () => {};
const o = { m() {}, ['c' + 'd']: () => {}, get g() { return 1; } };
console.log(a.name, b.name, o.m.name, o.cd.name, (function named() {}).name);
