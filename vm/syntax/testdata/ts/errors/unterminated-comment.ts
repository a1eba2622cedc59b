// error: 4:1: Expected "*/" to terminate multi-line comment
let a: number = 1;
/* never closed
