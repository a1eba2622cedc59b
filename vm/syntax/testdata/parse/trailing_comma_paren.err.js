// ERROR: 2:8: Unexpected token ')'
x = (a,);
