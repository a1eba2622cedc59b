// ERROR: 2:5: Invalid regular expression: missing /
x = /abc
/;
