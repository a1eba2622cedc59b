// error: ExecutionFailure: TypeError: Cannot read properties of null (reading 'prop')
// at: 3:41
function f() { const o = null; return o.prop; }
f();
