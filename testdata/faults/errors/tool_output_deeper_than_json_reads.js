// error: InvalidToolOutput: ...output: the data nests 20000 levels deep, more than the limit of 32...
// Valid JSON nested 20,000 deep: encoding/json refuses it as if it were
// not JSON, so it was reported as "not valid JSON".
return await tools.buggy.veryDeep()
