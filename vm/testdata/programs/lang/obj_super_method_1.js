// log: proto hello + own own over proto
const proto = { hello() { return 'proto hello'; }, get who() { return 'proto'; } };
const o = { hello() { return super.hello() + ' + own'; }, get who() { return 'own over ' + super.who; } };
Object.setPrototypeOf(o, proto);
console.log(o.hello(), o.who);
