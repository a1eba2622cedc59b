// log: true false true true false
// log: [ 1, <1 empty item>, 3 ] false 3
const o = { a: 1, b: 2 };
console.log(delete o.a, 'a' in o, 'b' in o, 'toString' in o, o.hasOwnProperty('toString'));
const arr = [1, 2, 3];
delete arr[1];
console.log(arr, 1 in arr, arr.length);
