// ERROR: 2:5: Invalid regular expression: /\p{Nope}/u: Invalid property name
x = /\p{Nope}/u;
