// ERROR: 2:19: Unexpected strict mode reserved word
"use strict"; var yield;
