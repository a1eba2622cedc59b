// ERROR: 2:15: Illegal continue statement: 'a' does not denote an iteration statement
a: { continue a; }
