// error: ExecutionFailure: memory limit exceeded: the program needs more than 16777216 bytes of heap
// A hand-written iterator: next() runs as a nested run from the spread.
const it = { [Symbol.iterator]() { let i = 0; return { next: () => ({ value: "v" + i++, done: false }) }; } };
Math.max(...it);
