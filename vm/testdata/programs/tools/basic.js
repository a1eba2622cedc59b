// value: {"sum":6,"echo":{"x":[1,"a",null]},"ctx":"lib"}
// calls: 3
const r = await tools.math.add({ a: 1, b: 2 });
const e = await tools.test.echo({ x: [1, "a", null], skip: undefined, f() {} });
const c = await tools.context7["resolve-library-id"]("lib");
return { sum: r.sum * 2, echo: e, ctx: c };
