// error: 3:17: import declarations are only allowed at the top level
let a: number = 1;
if (a) { import b from "b"; }
