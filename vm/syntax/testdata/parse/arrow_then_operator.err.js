// ERROR: 2:9: Unexpected token '+'
x => {} + 1;
