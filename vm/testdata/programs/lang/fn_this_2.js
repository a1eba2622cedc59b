// log: undefined 5 string
// log: object
function f() { 'use strict'; return this; }
console.log(f(), f.call(5), typeof f.call('s'));
function h() { return typeof this; }
console.log(h.call(5));
