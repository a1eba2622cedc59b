// ERROR: 2:5: Invalid regular expression flags
x = /a/gg;
