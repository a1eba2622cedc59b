// ERROR: 2:8: Unexpected token '{'
if (ok {
  run();
}
