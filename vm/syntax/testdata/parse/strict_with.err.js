// ERROR: 2:15: Strict mode code may not include a with statement
"use strict"; with (a) {}
