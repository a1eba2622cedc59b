// log: true Maximum call stack size exceeded
function r() { return r(); }
try { r(); } catch (e) { console.log(e instanceof RangeError, e.message); }
