// ERROR: 2:20: Octal escape sequences are not allowed in strict mode.
"use strict"; x = "\07";
