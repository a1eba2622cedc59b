// ERROR: 2:5: Invalid regular expression: /[z-a]/: Range out of order in character class
x = /[z-a]/;
