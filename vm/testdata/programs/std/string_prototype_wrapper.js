// log: [ 'length', 'constructor', 'anchor' ] 0 [object String]  ""
// log: {}
// log: 1 [ 'foo' ]
// log: true false [object String]
// log: 
// String.prototype is a String wrapper of "" (like Number.prototype and Boolean.prototype).
console.log(Object.getOwnPropertyNames(String.prototype).slice(0,3), String.prototype.length, Object.prototype.toString.call(String.prototype), String.prototype + "", JSON.stringify(String.prototype));
console.log(String.prototype);
String.prototype.foo = 1; console.log("abc".foo, Object.keys(String.prototype));
console.log(delete String.prototype.toString, String.prototype.hasOwnProperty("toString"), String.prototype.toString());
console.log(String.prototype.valueOf());
