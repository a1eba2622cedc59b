// goal: script
"use strict";
var a = 1;
function f(b) { return b; }
