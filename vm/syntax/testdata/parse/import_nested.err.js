// ERROR: 2:3: Import declarations may only appear at the top level of a program
{ import x from "m"; }
