// error: ExecutionFailure: TypeError: custom type error
// at: 3:7
throw new TypeError('custom type error');
