// log: [ 1, <1 empty item>, 3 ]
// log: [ <3 empty items>, 4 ]
// log: [ <5 empty items> ]
// log: [ 1, <3 empty items>, 5, <1 empty item>, 7 ]
// log: [ 1, 2, 3, note: 'extra', 'key with space': true ]
// log: [ <3 empty items>, 'x', total: 1 ]
// log: [ 1, 2, <2 empty items> ]
// log: [ 'x', '-1': 'neg', '1.5': 'frac' ]
// log: [ <10 empty items>, 1, <9 empty items>, 2 ]
// log: { nested: [ <1 empty item>, 'a', <1 empty item>, 'b' ] }
// log: [ <3 empty items>, meta: { page: 1 } ]
// Holes in arrays and extra properties on arrays.
console.log([1, , 3]);
console.log([, , , 4]);
console.log(new Array(5));
console.log([1, , , , 5, , 7]);
const a = [1, 2, 3];
a.note = "extra";
a["key with space"] = true;
console.log(a);
const b = [];
b[3] = "x";
b.total = 1;
console.log(b);
const c = [1, 2];
c.length = 4;
console.log(c);
const d = ["x"];
d[-1] = "neg";
d["1.5"] = "frac";
console.log(d);
const e = [];
e[10] = 1;
e[20] = 2;
console.log(e);
console.log({ nested: [, "a", , "b"] });
const f = new Array(3);
f.meta = { page: 1 };
console.log(f);
