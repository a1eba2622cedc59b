x = `plain`;
y = `a${b}c${`nested ${d}`}e`;
tag`hello ${world} and \unicode and \x`;
String.raw`\n${1}\t`;
z = `line1
line2`;
`${a}${b}`;
a.b`t`.c`u`;
