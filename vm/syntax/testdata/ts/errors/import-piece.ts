// error: 3:18: Expected string but found ";"
let a: number = 1;
import { x } from;
