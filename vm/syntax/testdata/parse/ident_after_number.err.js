// ERROR: 2:6: Invalid or unexpected token
x = 3in y;
