// ERROR: 2:11: Malformed arrow function parameter list
x = a + b => c;
