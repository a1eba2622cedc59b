// value: ["function","undefined","function"]
// log: undefined
// log: function early
// log: inIf
// log: undefined
// log: function
// log: string
// log: number
// log: sw
// log: try
// log: undefined
// log: undefined
// log: function
// log: function
// log: undefined
// log: 1
// log: function
// log: undefined
// log: helper ran
// log: undefined lateFn is not a function
// log: block top
// log: [ 'undefined', 'undefined', 'function' ]
// log: number
// log: function
// log: undefined
// log: function
// Sloppy-mode function declarations in blocks (web-compat hoisting to a var of the function), and where it does not apply.
console.log(typeof early);
{ function early() { return "early"; } }
console.log(typeof early, early());
if (true) { function inIf() { return "inIf"; } }
console.log(inIf());
if (false) { function never() {} }
console.log(typeof never);
function outer() { { function deep() { return "deep"; } } return typeof deep; }
console.log(outer());
let blocked = "let value";
{ function blocked() {} }
console.log(typeof blocked);
function withParam(p) { { function p() {} } return typeof p; }
console.log(withParam(1));
switch (1) { case 1: function inSwitch() { return "sw"; } }
console.log(inSwitch());
try { function inTry() { return "try"; } } finally {}
console.log(inTry());
function strictFn() { "use strict"; { function s() {} } return typeof s; }
console.log(strictFn());
{ async function asyncBlock() {} }
console.log(typeof asyncBlock);
var existing = 1; { function existing() {} } console.log(typeof existing);
const arrow = () => { { function inArrow() { return 1; } } return typeof inArrow; }; console.log(arrow());
class K { m() { { function inClass() {} } return typeof inClass; } } console.log(new K().m());
for (let i = 0; i < 2; i++) { function loopFn() { return i; } } console.log(loopFn());
{ let shadow = 1; { function shadow2() {} } } console.log(typeof shadow2);
{ let conflict = 1; { function conflict() {} } } console.log(typeof conflict);
function run() { return helper(); }
{ function helper() { return "helper ran"; } }
console.log(run());
console.log(typeof lateFn, (() => { try { lateFn(); } catch (e) { return e.message; } })());
if (true) { function lateFn() { return 1; } }
function top() { return "top"; } { function top() { return "block top"; } } console.log(top());
function nest() { const r = []; r.push(typeof a1); { r.push(typeof a1); { function a1() {} } r.push(typeof a1); } return r; }
console.log(nest());
function lexConflict() { let q = 1; { function q() {} } return typeof q; } console.log(lexConflict());
function catchConflict() { try { throw 1; } catch (c) { { function c() {} } } return typeof c; } console.log(catchConflict());
function forConflict() { for (let z of [1]) { { function z() {} } } return typeof z; } console.log(forConflict());
function siblingBlock() { { let w = 1; } { function w() {} } return typeof w; } console.log(siblingBlock());
return [typeof inIf, typeof never, outer()];
