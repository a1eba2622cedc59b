function* g() {
  yield;
  yield 1;
  yield* g();
  const x = yield;
  f(yield a, yield b);
  yield
  a;
}
function notGen() { var yield = 1; return yield; }
var o = { *m() { yield 1; } };
