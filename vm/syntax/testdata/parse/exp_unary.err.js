// ERROR: 2:4: Unary operator used immediately before exponentiation expression. Parenthesis must be used to disambiguate operator precedence
-a ** 2;
