// goal: script
var let = 1;
let
x = 2;
var yield = 3;
var await = 4;
with (o) { p; }
delete x;
var eval = 1, arguments = 2;
function f(a, a) {}
var implements, interface, package, private, protected, public, static;
let.x = 1;
for (let in o) ;
010 + 08;
"\07";
async = 1;
var of = async;
