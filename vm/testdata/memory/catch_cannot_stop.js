// error: ExecutionFailure: memory limit exceeded: the program needs more than 16777216 bytes of heap
// The failure is not an exception: catch and finally do not run.
const a = [];
try {
  for (;;) a.push(new Array(100).fill(0));
} catch (e) {
  return "caught";
} finally {
  return "finally";
}
