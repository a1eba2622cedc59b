// ERROR: 2:21: Illegal 'use strict' directive in function with non-simple parameter list
function f(a = 1) { "use strict"; }
