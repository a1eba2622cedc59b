// ERROR: 3:1: new.target expression is not allowed here
// goal: script
new.target;
