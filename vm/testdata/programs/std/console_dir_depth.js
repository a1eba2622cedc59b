// node: skip (node writes console.dir straight to stdout; expectations are node 20 output)
// log: { a: [Object] }
// log: {
// log:   a: { b: { c: { d: 1 } } }
// log: }
// log: [
// log:   1,
// log:   {
// log:     x: { y: { z: { w: 1 } } }
// log:   }
// log: ]
// log: [Object]
// log: 's'
// log: Map(1) { 1 => { a: [Object] } }
// console.dir applies the depth option (a number, or null for no limit).
console.dir({ a: { b: { c: { d: 1 } } } }, { depth: 0 }); console.dir({ a: { b: { c: { d: 1 } } } }, { depth: 5 }); console.dir([1,{x:{y:{z:{w:1}}}}], {depth: null})
console.dir({ a: { b: 1 } }, { depth: -1 }); console.dir("s", { depth: 0 }); console.dir(new Map([[1, { a: { b: {} } }]]), { depth: 1 })
