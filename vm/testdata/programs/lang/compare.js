// value: "object,undefined,number,string,object,object,function,function,undefined"
// log: true true false true true true false false
// log: true false true true false true false
// log: true false true true false false true
// log: false false false true true
// log: true false false false true false true
console.log(1 < 2, 2 <= 2, 3 > 4, "a" < "b", "B" < "a", "10" < "9", 10 < 9, "10" < 9);
console.log(null == undefined, null === undefined, 0 == "", 0 == "0", "" == "0", false == "0", NaN == NaN);
console.log(1 == true, 2 == true, [1] == 1, [1, 2] == "1,2", null == 0, undefined == 0, null >= 0);
console.log(NaN < 1, NaN >= 1, undefined < 1, "abc" < "abd", [2] > 1);
const o = {}; const p = {};
console.log(o === o, o === p, o == p, "1" === 1, 0 === -0, Object.is(0, -0), Object.is(NaN, NaN));
return typeof null + "," + typeof undefined + "," + typeof 1 + "," + typeof "s" + "," + typeof {} + "," + typeof [] + "," + typeof function () {} + "," + typeof (() => 1) + "," + typeof undeclaredThing;
