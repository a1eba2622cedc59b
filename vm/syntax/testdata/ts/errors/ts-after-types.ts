// error: 3:8: Unexpected "="
let x: number = 1;
let y: = 2;
