// error: ExecutionFailure: memory limit exceeded: the program needs more than 16777216 bytes of heap
const keep = [];
"abc".replace(/b/, () => { for (;;) keep.push({}); });
