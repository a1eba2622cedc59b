// error: ExecutionFailure: memory limit exceeded: the program needs more than 16777216 bytes of heap
for (;;) console.log("a log line that repeats forever", 12345);
