// ERROR: 2:5: Invalid regular expression: /(?<a>x)(?<a>y)/: Duplicate capture group name
x = /(?<a>x)(?<a>y)/;
