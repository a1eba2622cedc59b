// error: ExecutionFailure: ReferenceError: nothere is not defined
// at: 3:15
const a = 1 + nothere;
