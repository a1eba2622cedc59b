// log: [
// log:   [ 2, 4 ],
// log:   undefined,
// log:   [ 3, 4 ],
// log:   groups: [Object: null prototype] { x: undefined }
// log: ] [Object: null prototype] { x: undefined }
// log: [ 1, 3 ] [ 1, 2 ] d true false
// log: [ [ 1, 4 ], [ 1, 3 ], [ 3, 4 ], groups: undefined ]
// log: [ [ 1, 2 ], [ 3, 5 ] ]
// log: [ [ 1, 2 ], [ 1, 2 ], groups: undefined ] [ [ 1, 2 ], [ 1, 2 ], groups: undefined ]
const m = /a(?<x>b)?(c)/d.exec("zzac abc");
console.log(m.indices, m.indices.groups);
const m2 = /(?<y>b)(c)/dg.exec("xbc\u{1F600}bc");
console.log(m2.indices[0], m2.indices.groups.y, /x/d.flags, /x/d.hasIndices, /x/.hasIndices);
const u = /(\u{1F600})(b)/du.exec("a\u{1F600}b");
console.log(u.indices);
console.log([..."a1b22".matchAll(/\d+/dg)].map((r) => r.indices[0]));
console.log(new RegExp("(o)", "d").exec("foo").indices, "ab".match(/(b)/d).indices);
