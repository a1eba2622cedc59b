// error: ExecutionFailure: memory limit exceeded: the program needs more than 16777216 bytes of heap
const a = [];
a[1e7] = 1;
