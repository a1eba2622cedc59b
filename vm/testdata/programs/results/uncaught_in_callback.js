// error: ExecutionFailure: Error: inside map
// at: 3:27
[1, 2].map((x) => { throw new Error("inside map"); });
