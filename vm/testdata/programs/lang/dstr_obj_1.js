// log: 1 5 { d: 4, e: 5 }
const { a, b: { c = 5 } = {}, ...rest } = { a: 1, b: {}, d: 4, e: 5 };
console.log(a, c, rest);
