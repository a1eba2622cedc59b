// error: InvalidToolOutput: ...output: Infinity is not a JSON number...
// A sum that overflows to +Inf in the tool (it was "json: unsupported
// value: +Inf").
return await tools.math.add({ a: 1e308, b: 1e308 })
