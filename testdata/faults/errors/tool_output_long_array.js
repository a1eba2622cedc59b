// result: {"ok":true,"value":["Error","output: an array has 16777217 elements, more than the limit of 16777216"],"toolCalls":[{"id":1,"path":"buggy.longArray","key":"run-1:1","input":null,"status":"error","error":{"kind":"InvalidToolOutput","message":"output: an array has 16777217 elements, more than the limit of 16777216"}}]}
// within: 3s
// A tool output array one element longer than a program can hold: it was
// decoded for seconds and then reported as "invalid tool output: uncaught
// exception".
try { return await tools.buggy.longArray() } catch (e) { return [e.name, e.message] }
