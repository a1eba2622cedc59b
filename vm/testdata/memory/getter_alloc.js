// error: ExecutionFailure: memory limit exceeded: the program needs more than 16777216 bytes of heap
const o = { get big() { const a = []; for (;;) a.push([1, 2, 3]); } };
o.big;
