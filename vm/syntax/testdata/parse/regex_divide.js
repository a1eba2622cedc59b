a / b / c;
x = /re/g;
a++ / 2;
(a) / 2;
if (x) /re/.test(y);
typeof /re/;
a = [/x/, /y/]
b = {} / 1;
{} /foo/;
c = x => /z/;
`${a}/b/${c}`;
a /= 2 / 3;
function* g() { yield /re/; }
v = a
/ b / c;
