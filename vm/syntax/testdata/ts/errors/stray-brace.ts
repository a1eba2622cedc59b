// error: 3:1: Unexpected token '}'
let a: number = 1;
}
function f() {
