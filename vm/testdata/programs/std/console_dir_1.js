// node: skip (node writes console.dir straight to stdout; expectations are node 20 output)
// log: 'str'
// log: { a: { b: { c: [Object] } } }
// log: [ 1, 2, 'x' ]
// log: Map(1) { 1 => { a: [ 1, 2 ] } }
// log: undefined
// log: 42
console.dir("str");
console.dir({ a: { b: { c: { d: 1 } } } });
console.dir([1, 2, "x"]);
console.dir(new Map([[1, { a: [1, 2] }]]));
console.dir(undefined);
console.dir(42, null);
