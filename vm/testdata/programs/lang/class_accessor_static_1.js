// log: 10
class T { static #v = 1; static get v() { return T.#v; } static set v(x) { T.#v = x * 2; } }
T.v = 5;
console.log(T.v);
