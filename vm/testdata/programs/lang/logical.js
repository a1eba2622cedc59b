// value: 3
// log: a null 2 0 5 0 3
// log: 5 { x: 7, y: 8, w: 'w' }
// log: true false false true
console.log(0 || "a", "" || 0 || null, 1 && 2, 0 && 2, null ?? 5, 0 ?? 5, undefined ?? null ?? 3);
let a = null; a ??= 4; a ||= 9; a &&= a + 1;
const o = { x: 0, y: null };
o.x ||= 7; o.y ??= 8; o.z &&= 1; o["w"] ??= "w";
console.log(a, o);
console.log(!0, !!"", !{}, !![]);
const c = (1, 2, 3);
return c;
