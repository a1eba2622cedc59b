// ERROR: 3:1: Illegal newline after throw
throw
x;
