// log: [ 1, [Getter], 7, [Getter/Setter] ] 9 4
// log: [ [Setter], <1 empty item>, 5 ] [null,null,5]
// console.log shows array elements defined with accessors or attributes like node.
const a = [1, 2, 3, 4];
Object.defineProperty(a, 1, { get() { return 9 }, enumerable: true, configurable: true });
Object.defineProperty(a, 2, { value: 7, writable: false, enumerable: true, configurable: true });
Object.defineProperty(a, 3, { set(v) {}, get() { return 0 }, enumerable: true, configurable: true });
console.log(a, a[1], a.length);
const b = [, , 5];
Object.defineProperty(b, 0, { set(v) {}, enumerable: true, configurable: true });
console.log(b, JSON.stringify(b));
