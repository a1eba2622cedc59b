// ERROR: 2:5: Invalid regular expression: /\q/u: Invalid escape
x = /\q/u;
