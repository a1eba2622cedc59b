// ERROR: 2:5: Invalid regular expression: /(/: Unterminated group
x = /(/;
