// error: ExecutionFailure: memory limit exceeded: the program needs more than 16777216 bytes of heap
const a = [];
a.length = 1e7;
