// error: 3:14: 
let a: number = 1;
import { x } "m";
