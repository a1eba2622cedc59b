// error: ExecutionFailure: TypeError: x is not a function
// at: 4:1
const x = 1;
x();
