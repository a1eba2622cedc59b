// error: ExecutionFailure: ReferenceError: notDefined is not defined
// at: 5:10
let total = 0;
for (const n of [1, 2, 3]) total += n;
total += notDefined;
