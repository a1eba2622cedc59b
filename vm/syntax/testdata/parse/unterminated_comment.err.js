// ERROR: 2:1: Invalid or unexpected token
/* never closed
