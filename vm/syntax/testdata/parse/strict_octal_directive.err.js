// ERROR: 2:17: Octal escape sequences are not allowed in strict mode.
function f() { "\07"; "use strict"; }
