// value: [3,1,2]
// log: [ 1, 2, 3 ] [ 2, 1, 3 ] [ 9, 1, 2 ] [ 3, 'x', 'y', 2 ] [ 3, 1, 2 ]
// log: ehllo [ 3, undefined, 1 ]
const a = [3, 1, 2];
console.log(a.toSorted(), a.toReversed(), a.with(0, 9), a.toSpliced(1, 1, "x", "y"), a);
console.log([..."hello"].toSorted().join(""), [1, , 3].toReversed());
return a;
