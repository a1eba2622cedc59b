// ERROR: 3:1: Illegal return statement
// goal: script
return 1;
