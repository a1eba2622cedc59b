// log: [ 'a', 'b' ] [ 1 ] [ 'x', 'y' ]
const o = { *items() { yield 'a'; yield 'b'; } };
class C { static *gen() { yield 1; } *[Symbol.iterator]() { yield 'x'; yield 'y'; } }
console.log([...o.items()], [...C.gen()], [...new C()]);
