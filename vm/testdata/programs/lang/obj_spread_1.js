// log: { '0': 'h', '1': 'i', x: 1, y: 3 }
const a = { x: 1, y: 2 };
const b = { ...a, y: 3, ...null, ...'hi' };
console.log(b);
