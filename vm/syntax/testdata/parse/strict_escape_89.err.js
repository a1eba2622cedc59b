// ERROR: 2:41: \8 and \9 are not allowed in strict mode.
x = "\8"; function f() { "use strict"; "\9"; }
