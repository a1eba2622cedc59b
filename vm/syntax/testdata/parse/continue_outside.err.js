// ERROR: 2:1: Illegal continue statement: no surrounding iteration statement
continue;
