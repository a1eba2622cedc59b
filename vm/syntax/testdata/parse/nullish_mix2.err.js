// ERROR: 2:8: Unexpected token '??'
a || b ?? c;
