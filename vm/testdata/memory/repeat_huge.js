// error: ExecutionFailure: memory limit exceeded: the program needs more than 16777216 bytes of heap
"x".repeat(1e8);
