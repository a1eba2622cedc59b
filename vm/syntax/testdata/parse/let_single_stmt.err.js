// ERROR: 2:8: Lexical declaration cannot appear in a single-statement context
if (a) let x = 1;
