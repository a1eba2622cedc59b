// ERROR: 2:1: Invalid left-hand side in assignment
1 = 2;
