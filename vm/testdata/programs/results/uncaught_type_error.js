// error: ExecutionFailure: TypeError: obj.method is not a function
// at: 4:5
const obj = {};
obj.method();
