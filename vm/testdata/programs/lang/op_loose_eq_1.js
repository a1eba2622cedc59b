// log: true false true true true true false
console.log(null == undefined, null == 0, '' == 0, '0' == false, [1] == 1, ({}) == '[object Object]', NaN == NaN);
