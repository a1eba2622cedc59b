// ERROR: 2:14: Identifier 'x' has already been declared
let x; { var x; }
