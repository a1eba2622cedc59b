// ERROR: 2:19: Octal literals are not allowed in strict mode.
"use strict"; x = 010;
