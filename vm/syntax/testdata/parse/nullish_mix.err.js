// ERROR: 2:3: Unexpected token '??'
a ?? b || c;
