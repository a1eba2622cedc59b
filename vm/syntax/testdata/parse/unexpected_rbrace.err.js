// ERROR: 2:6: Unexpected token '}'
f(a, }
