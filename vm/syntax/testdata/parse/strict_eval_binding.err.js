// ERROR: 2:19: Unexpected eval or arguments in strict mode
"use strict"; var eval;
