// value: null
// log: [ 4, 5, 3, 4, 5 ] [ 1, 1, 2, 4, 5 ] [ 1, 2, 3, 1, 2 ] [ 1, 2, 3 ]
// log: {"1":"c","2":"c","length":3}
// log: [ <1 empty item>, 3, 3 ] 1,2 1,234.5,0 ,x
console.log([1, 2, 3, 4, 5].copyWithin(0, 3), [1, 2, 3, 4, 5].copyWithin(1, 0, 2), [1, 2, 3, 4, 5].copyWithin(-2, 0), [1, 2, 3].copyWithin(0, 1, 1));
const al = { length: 3, 0: "a", 2: "c" }; Array.prototype.copyWithin.call(al, 0, 1); console.log(JSON.stringify(al));
console.log([1, , 3].copyWithin(0, 1), [1, 2].toLocaleString(), [1234.5, new Date(0).getTime()].toLocaleString(), [null, "x"].toLocaleString());
