// error: InvalidToolOutput: ...output: NaN is not a JSON number...
// A typed tool returning NaN (it was "output cannot be encoded as JSON:
// json: unsupported value: NaN").
return await tools.buggy.nan()
