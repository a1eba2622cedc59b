// result: {"ok":true,"value":"Error: input.n: expected integer, got number 1e+30","toolCalls":[{"id":1,"path":"fault.big","key":"run-1:1","input":{"n":1e+30},"status":"error","error":{"kind":"InvalidToolInput","message":"input.n: expected integer, got number 1e+30"}}]}
// An integer the schema accepts but the tool's Go type cannot hold: the
// decoding error was "json: cannot unmarshal number 1e+30 into Go struct
// field bigInput.n of type int".
try { return await tools.fault.big({ n: 1e30 }) } catch (e) { return e.name + ": " + e.message }
