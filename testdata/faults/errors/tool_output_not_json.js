// kind: InvalidToolOutput
// message: output: not valid JSON
// A raw tool returning bytes that are not JSON.
return await tools.buggy.invalidJSON()
