// ERROR: 2:23: Identifier 'f' has already been declared
const f = 1; function f() {}
