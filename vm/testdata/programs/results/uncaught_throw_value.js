// error: ExecutionFailure: Uncaught 'plain string'
// at: 4:3
function f() {
  throw "plain string";
}
f();
