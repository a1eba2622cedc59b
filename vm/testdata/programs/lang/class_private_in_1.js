// log: true false false
class A { #p; static is(o) { return #p in o; } }
console.log(A.is(new A()), A.is({}), A.is(Object.create(A.prototype)));
