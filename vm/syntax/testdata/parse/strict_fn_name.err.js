// ERROR: 2:10: Unexpected strict mode reserved word
function static() { "use strict"; }
