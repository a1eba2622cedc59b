// value: {"reversed":["notify","store","validate","parse","fetch"],"spliced":["fetch","decode","lint","test","store","notify"],"top3":[92,92,88]}
// log: notify>store>validate>parse>fetch fetch>parse>validate>store>notify
// log: fetch,parse,check,store,notify validate
// log: email
// log: RangeError Invalid index : 5
// log: 6 fetch decode lint test store notify
// log: fetch parse validate 5 fetch,x,parse,validate,store,notify
// log: [3,null,1] [1,3,null] [1,2,3]
// log: fetch store undefined undefined parse validate
// log: [ 92, 92, 88 ] [ 88, 92, 75, 92, 60 ]
// log: 123 213 false
// log: TypeError Cannot assign to read only property '0' of object '[object Array]'
// log: abc zab
// Non-mutating array helpers models reach for: toSorted, toReversed, toSpliced, with, at.
const queue = ["fetch", "parse", "validate", "store", "notify"];
const reversed = queue.toReversed();
console.log(reversed.join(">"), queue.join(">"));
const replaced = queue.with(2, "check");
console.log(replaced.join(","), queue[2]);
console.log(queue.with(-1, "email").at(-1));
try {
  queue.with(5, "x");
} catch (e) {
  console.log(e.name, e.message);
}
const spliced = queue.toSpliced(1, 2, "decode", "lint", "test");
console.log(spliced.length, spliced.join(" "));
console.log(queue.toSpliced(-2).join(" "), queue.toSpliced().length, queue.toSpliced(1, 0, "x").join(","));
const sparse = [1, , 3];
console.log(JSON.stringify(sparse.toReversed()), JSON.stringify(sparse.toSorted()), JSON.stringify(sparse.with(1, 2)));
console.log(queue.at(0), queue.at(-2), queue.at(10), queue.at(-10), queue.at(1.7), queue.at("2"));
const scores = [88, 92, 75, 92, 60];
const top3 = scores.toSorted((a, b) => b - a).slice(0, 3);
console.log(top3, scores);
const frozen = Object.freeze([3, 1, 2]);
console.log(frozen.toSorted().join(""), frozen.toReversed().join(""), Object.isFrozen(frozen.toSorted()));
try {
  frozen.sort();
} catch (e) {
  console.log(e.constructor.name, e.message);
}
const like = { length: 3, 0: "c", 1: "a", 2: "b" };
console.log(Array.prototype.toSorted.call(like).join(""), Array.prototype.with.call(like, 0, "z").join(""));
return { reversed, spliced, top3 };
