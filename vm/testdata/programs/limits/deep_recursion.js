// value: ["RangeError","Maximum call stack size exceeded",true]
function down(n) { return n === 0 ? 0 : 1 + down(n - 1); }
let caught;
try { down(1e6); } catch (e) { caught = e; }
return [caught.name, caught.message, down(5000) === 5000];
