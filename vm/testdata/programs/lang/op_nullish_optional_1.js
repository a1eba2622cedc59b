// log: dflt undefined undefined null 0 or
// log: 5 2 3
const o = { a: { b: null }, f: null };
console.log(o.a?.b ?? 'dflt', o.x?.y.z, o.f?.(), o.a?.['b'], 0 ?? 1, '' || 'or');
let n = null; n ??= 5; let t = 1; t &&= 2; let f = 0; f ||= 3;
console.log(n, t, f);
