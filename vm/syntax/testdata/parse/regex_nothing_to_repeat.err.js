// ERROR: 2:5: Invalid regular expression: /a**/: Nothing to repeat
x = /a**/;
