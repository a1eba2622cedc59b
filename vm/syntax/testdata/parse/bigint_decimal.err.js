// ERROR: 2:8: Invalid or unexpected token
x = 1.5n;
