// ERROR: 3:1: Cannot use import statement outside a module
// goal: script
import x from "m";
