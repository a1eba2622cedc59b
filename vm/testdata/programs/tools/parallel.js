// value: [3,7,"done"]
// log: calls started
// calls: 3
const p1 = tools.test.add({ a: 1, b: 2 });
const p2 = tools.test.add({ a: 3, b: 4 });
const p3 = tools.test.echo("done");
console.log("calls started");
const [a, b, c] = await Promise.all([p1, p2, p3]);
return [a.sum, b.sum, c];
