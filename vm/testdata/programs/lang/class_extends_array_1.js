// log: 3 3 true true
class Stack extends Array { peek() { return this[this.length - 1]; } }
const s = new Stack();
s.push(1, 2, 3);
console.log(s.peek(), s.length, Array.isArray(s), s instanceof Stack);
