// ERROR: 2:22: Delete of an unqualified identifier in strict mode.
"use strict"; delete x;
