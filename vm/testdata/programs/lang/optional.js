// value: 1
// log: 1 undefined undefined 1 undefined undefined 2 undefined
// log: 1 undefined 1 undefined
// log: undefined undefined undefined true
// log: 1 default 1 both
// log: Cannot read properties of null (reading 'x')
// log: o.fn is not a function
// log: o.a.b.nope is not a function
// log: Cannot read properties of undefined (reading 'x')
// log: Cannot read properties of null (reading '0')
const o = { a: { b: { c: 1, f() { return this.c; } } }, arr: [1, { x: 2 }], n: null, fn: null };
console.log(o?.a?.b?.c, o.x?.y.z, o.n?.x, o.a.b.f?.(), o.fn?.(), o.nope?.(), o.arr?.[1]?.x, o.arr?.[5]?.x);
console.log(o.a?.["b"].c, (o.n)?.x, o?.["a"]?.b.f(), o.a.b?.g?.());
const u = undefined;
console.log(u?.x.y.z(), u?.[0], typeof u?.x, delete o?.zz);
let count = 0;
const side = () => { count++; return o; };
side()?.a?.b;
console.log(count, o.n ?? "default", o.a.b.c ?? 5, (null || undefined) ?? "both");
try { o.n.x; } catch (e) { console.log(e.message); }
try { o.fn(); } catch (e) { console.log(e.message); }
try { o.a.b.nope(); } catch (e) { console.log(e.message); }
try { undefined.x; } catch (e) { console.log(e.message); }
try { null[0]; } catch (e) { console.log(e.message); }
return o?.a?.b?.f();
