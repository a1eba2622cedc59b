// log: [object Custom] [object Custom]
class T { get [Symbol.toStringTag]() { return 'Custom'; } }
console.log(Object.prototype.toString.call(new T()), String(new T()));
