// error: ExecutionFailure: memory limit exceeded: the program needs more than 16777216 bytes of heap
"x".padEnd(2e7, "ab");
