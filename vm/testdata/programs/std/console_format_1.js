// value: null
// log: Al is 42.9 years and 7 days, 1.5% extra { a: 1 }
// log: { a: [ 1, { b: 2 } ] } | {"j":1}
// log:  styled after
// log: [ 1, 'two', [ 3, [ 4, [Array] ] ] ] { a: { b: { c: [Object] } } }
// log: -0 [ -0 ] 0.30000000000000004 1e+21 1e-7 [ NaN, Infinity ] null undefined true str [ 'str' ]
// log: [
// log:       0,  1000,  2000,  3000,  4000,
// log:    5000,  6000,  7000,  8000,  9000,
// log:   10000, 11000, 12000, 13000, 14000,
// log:   15000, 16000, 17000, 18000, 19000,
// log:   20000, 21000, 22000, 23000, 24000,
// log:   25000, 26000, 27000, 28000, 29000
// log: ]
// log: { '3': 'num', 'key with space': 1, valid_id: 2, 'a-b': 4 } [ [Function: named], [Function (anonymous)], [class K] ]
// log: in array [ undefined, null ] { u: undefined } [ <1 empty item>, 1, <1 empty item>, 2, <2 empty items> ] [Object: null prototype] {}
// log: a
// log: b [ 'a\nb' ] [ "it's" ] [ 'say "hi"' ] [ `both ' and "` ] [ 'back`tick' ]
console.log("%s is %d years and %i days, %f%%", "Al", 42.9, 7.9, 1.5, "extra", { a: 1 });
console.log("%O | %j", { a: [1, { b: 2 }] }, { j: 1 });
console.log("%c styled", "color: red", "after");
console.log([1, "two", [3, [4, [5, [6]]]]], { a: { b: { c: { d: { e: 1 } } } } });
console.log(-0, [-0], 0.1 + 0.2, 1e21, 1e-7, [NaN, Infinity], null, undefined, true, "str", ["str"]);
console.log(Array.from({ length: 30 }, (_, i) => i * 1000));
console.log({ "key with space": 1, valid_id: 2, 3: "num", "a-b": 4 }, [function named() {}, () => {}, class K {}]);
console.log(new Error("in array").message, [undefined, null], { u: undefined }, [, 1, , 2, , ,], Object.create(null));
console.log("a\nb", ["a\nb"], ["it's"], ['say "hi"'], ["both ' and \""], [`back\`tick`]);
