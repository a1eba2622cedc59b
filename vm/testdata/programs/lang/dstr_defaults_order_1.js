// log: 1 0 [ 'a' ]
const log = [];
const { a = log.push('a'), b = log.push('b') } = { b: 0 };
console.log(a, b, log);
