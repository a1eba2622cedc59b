// log: null at copyWithin entries fill find findIndex findLast findLastIndex flat flatMap includes keys values toReversed toSorted toSpliced ue},"writable":false,"enumerable":false,"configurable":true}
// Array.prototype[Symbol.unscopables]: a null-prototype object of method names.
const u = Array.prototype[Symbol.unscopables];
console.log(Object.getPrototypeOf(u), Object.keys(u).join(" "), JSON.stringify(Object.getOwnPropertyDescriptor(Array.prototype, Symbol.unscopables)).slice(-60));
