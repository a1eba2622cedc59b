// error: ExecutionFailure: memory limit exceeded: the program needs more than 16777216 bytes of heap
function* items() {
  let i = 0;
  while (true) yield { i: i++ };
}
[...items()];
