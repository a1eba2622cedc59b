// error: ExecutionFailure: memory limit exceeded: the program needs more than 16777216 bytes of heap
const a = [];
for (;;) a.push(JSON.parse('{"a":[1,2,3],"b":"text"}'));
