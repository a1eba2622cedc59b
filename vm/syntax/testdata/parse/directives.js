"use strict";
"another";
function f() { "use strict"; return 1; }
function g() { "not a directive" + 1; }
x = function () { 'use strict'; };
"after";
