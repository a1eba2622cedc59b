// log: [ '0,1,length,callee,Symbol(Symbol.iterator)', true, '1,2', false ] 0,length,callee,Symbol(Symbol.iterator)
// log: [ 5, 5, undefined, false ] {"0":1,"1":2} [ '0', '1' ]
// log: { value: 1, writable: true, enumerable: false, configurable: true }
// An arguments object owns length, callee and Symbol.iterator (Array.prototype.values), in that order;
// its length is an ordinary property (writable, deletable).
function f() { return [Reflect.ownKeys(arguments).map(String).join(), arguments[Symbol.iterator] === Array.prototype.values, [...arguments].join(), Object.getOwnPropertyDescriptor(arguments, Symbol.iterator).enumerable]; }
function g() { "use strict"; return Reflect.ownKeys(arguments).map(String).join(); }
console.log(f(1,2), g(3));
function h(a) { arguments.length = 5; const r = [arguments.length, Array.prototype.slice.call(arguments).length]; delete arguments.length; r.push(arguments.length, 'length' in arguments); return r; }
console.log(h(1), (function(){ return JSON.stringify(arguments); })(1,2), (function(){ return Object.keys(arguments); })(1,2));
console.log(Object.getOwnPropertyDescriptor((function(){ return arguments; })(1), "length"));
