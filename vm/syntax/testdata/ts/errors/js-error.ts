// error: 2:14: 
let b = (1 + ;
const c: number = 2;
