// ERROR: 6:1: Unexpected end of input
function f() {
  if (x) {
    return 1;
}
