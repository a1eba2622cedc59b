// ERROR: 2:1: Invalid left-hand side in assignment
[a] += 1;
