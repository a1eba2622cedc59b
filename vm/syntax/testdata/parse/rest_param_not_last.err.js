// ERROR: 2:16: Rest parameter must be last formal parameter
function f(...a, b) {}
