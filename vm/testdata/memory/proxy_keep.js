// error: ExecutionFailure: memory limit exceeded: the program needs more than 16777216 bytes of heap
// Proxies are counted: keeping ever more of them, of one target and one
// handler, fails.
const target = {}, handler = {};
const keep = [];
for (;;) keep.push(new Proxy(target, handler));
