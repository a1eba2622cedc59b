// ERROR: 2:10: Rest element must be last element
let [...a, b] = c;
