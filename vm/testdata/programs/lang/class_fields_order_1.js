// log: [ 'before super', 'B ctor', 'D field', 'after super' ]
const log = [];
class B { constructor() { log.push('B ctor'); } }
class D extends B { f = log.push('D field'); constructor() { log.push('before super'); super(); log.push('after super'); } }
new D();
console.log(log);
