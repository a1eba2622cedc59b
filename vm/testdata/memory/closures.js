// error: ExecutionFailure: memory limit exceeded: the program needs more than 16777216 bytes of heap
const fs = [];
for (let i = 0; ; i++) fs.push(() => i);
