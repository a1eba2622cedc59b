// ERROR: 2:3: Invalid left-hand side expression in prefix operation
++a();
