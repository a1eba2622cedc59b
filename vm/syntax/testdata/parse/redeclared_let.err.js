// ERROR: 2:12: Identifier 'x' has already been declared
let x; let x;
