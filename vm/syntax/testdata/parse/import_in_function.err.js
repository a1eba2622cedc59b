// ERROR: 3:3: Import declarations may only appear at the top level of a program
async function f() {
  import fs from "fs";
}
