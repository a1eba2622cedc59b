// ERROR: 3:1: Unexpected end of input
function f() {
