// ERROR: 2:5: Unterminated string literal
x = "abc
