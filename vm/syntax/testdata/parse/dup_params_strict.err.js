// ERROR: 2:15: Duplicate parameter name not allowed in this context
function f(a, a) { "use strict"; }
