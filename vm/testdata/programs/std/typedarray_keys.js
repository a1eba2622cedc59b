// log: 0,1,x 0,5|1,6|x,1 {"0":5,"1":6,"x":1} 5,6 0,1,x
// log: true false false false false
// log: 5 6 undefined 6 2 4
// log: 1,2 1,2 1
// log: function false true Uint8Array 3 0 TypedArray
// log: function undefined false true get length
// log: at,buffer,byteLength,byteOffset,constructor,copyWithin,entries,every,fill,filter,find,findIndex,findLast,findLastIndex,forEach,includes,indexOf,join,keys,lastIndexOf,length,map,reduce,reduceRight,reverse,set,slice,some,sort,subarray,toLocaleString,toReversed,toSorted,toString,values,with
// log: from,length,name,of,prototype buffer,byteLength,byteOffset,constructor,getBigInt64,getBigUint64,getFloat32,getFloat64,getInt16,getInt32,getInt8,getUint16,getUint32,getUint8,setBigInt64,setBigUint64,setFloat32,setFloat64,setInt16,setInt32,setInt8,setUint16,setUint32,setUint8
// log: true false 0,1
// A typed array's keys everywhere keys are listed (for-in, Object.keys/entries/
// assign, spread, destructuring, propertyIsEnumerable) and the shape of
// %TypedArray%, its prototype and DataView.prototype.
const u = new Uint8Array([5, 6]); u.x = 1;
const keys = []; for (const k in u) keys.push(k);
console.log(keys.join(), Object.entries(u).join("|"), JSON.stringify({ ...u }), Object.assign([], u).join(), Object.getOwnPropertyNames(u).join());
console.log(Object.isExtensible(u), Object.isSealed(new Uint8Array(0)), Object.isFrozen(new Uint8Array(0)), Object.isFrozen(u), Object.isSealed(u));
const [a, b, c] = u; console.log(a, b, c, Math.max(...u), Array.from(u.entries()).length, Object.keys(new Uint8Array(new ArrayBuffer(4, {maxByteLength: 8}))).length);
console.log(new Uint8Array([1,2]).toString(), [new Uint8Array([1,2])].toString(), `${new BigUint64Array([1n])}`);
console.log(typeof Uint8Array.prototype.toReversed, Uint8Array.prototype.hasOwnProperty("map"), Object.getPrototypeOf(Uint8Array.prototype).hasOwnProperty("map"), Uint8Array.name, Uint8Array.length, Object.getPrototypeOf(Int8Array).length, Object.getPrototypeOf(Int8Array).prototype.constructor.name);
const d = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(Int8Array.prototype), "length"); console.log(typeof d.get, d.set, d.enumerable, d.configurable, d.get.name);
console.log(Object.getOwnPropertyNames(Object.getPrototypeOf(Int8Array.prototype)).sort().join());
console.log(Object.getOwnPropertyNames(Object.getPrototypeOf(Int8Array)).sort().join(), Object.getOwnPropertyNames(DataView.prototype).filter((n) => !n.includes("Float16")).sort().join()); // (node 20 lacks Float16)
const w = new Uint8Array(2); console.log(w.propertyIsEnumerable(0), w.propertyIsEnumerable(5), Object.keys(Object.getOwnPropertyDescriptors(w)).join());
