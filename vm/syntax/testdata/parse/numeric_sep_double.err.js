// ERROR: 2:6: Only one underscore is allowed as numeric separator
x = 1__0;
