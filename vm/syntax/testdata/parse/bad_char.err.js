// ERROR: 2:5: Invalid or unexpected token
x = @;
