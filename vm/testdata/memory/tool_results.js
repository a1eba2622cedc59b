// error: ExecutionFailure: memory limit exceeded: the program needs more than 16777216 bytes of heap
// Tool results kept alive grow the heap too.
const kept = [];
for (let i = 0; ; i++) kept.push(await tools.test.echo({ i, text: "some text ".repeat(100) }));
