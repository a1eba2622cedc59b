// error: InvalidToolInput: invalid input for tools.test.echo: the value contains a cycle, which cannot be copied as plain data
// calls: 0
const a = {};
a.self = a;
await tools.test.echo(a);
