// log: 2024 10 31 [Object: null prototype] { year: '2024', day: '31' } 31/10/2024 2024
// log: true 3 [ 'a', 'X', 'b', 'X', '' ]
// log: x abc false
// log: [ 'k1:v1', 'k2:v2' ]
// log: ["x-y","x","y",0,"x-y",{"l":"x","r":"y"}]
// Capturing groups are numbered left to right, named or not.
const n = /(?<year>\d{4})-(\d{2})-(?<day>\d{2})/.exec("on 2024-10-31!");
console.log(n[1], n[2], n[3], n.groups, "2024-10-31".replace(/(?<y>\d+)-(\d+)-(?<d>\d+)/, "$<d>/$2/$<y> $1"));
console.log(/(?<a>x)\k<a>(y)\1/.test("xxyx"), /(?<a>x)\k<a>(y)\1/.exec("xxyx").length, "aXbX".split(/(?<s>X)/));
console.log("\u{1F600}x".match(/\u{1F600}(x)/u)[1], /[\u{61}-\u{63}]+/u.exec("zabcz")[0], /\u{2e}/u.test("a"));
console.log([..."k1=v1;k2=v2".matchAll(/(?<k>\w+)=(?<v>\w+)/g)].map((r) => r.groups.k + ":" + r[2]));
console.log("x-y".replace(/(?<l>\w)-(?<r>\w)/, (...a) => JSON.stringify(a)));
