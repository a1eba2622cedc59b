// ERROR: 2:6: Invalid left-hand side in assignment
x = ({a}) = 1;
