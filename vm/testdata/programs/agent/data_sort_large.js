// value: {"calls":611,"top":"r3,r50,r55,r88,r106"}
// log: 2059 r3,r50,r55,r88,r106,r252,r266,r18,r30,r64,r66,r76 r235,r261,r276,r281,r26,r72,r118,r138,r151,r167,r271,r288
// log: 2078 r266,r252,r106,r88,r55,r50,r3,r259,r245,r231,r181,r178 r168,r163,r161,r61,r29,r295,r269,r225,r201,r133,r114,r24
// log: 299 r0,r1,r2,r3,r4,r5,r6,r7,r8,r9,r10,r11
// log: 2089 r260,r84,r257,r176,r213,r32,r4,r87,r264,r131,r74,r242 2024-09-18/982 2024-09-18/681 2024-09-18/664 2024-09-18/639 2024-09-18/533
// log: presorted 499
// log: reversed 499 0,1,2,3,4
// log: 611 0,1,2,3,3,4,5,6,8,9,10,10,11,12,13,13,15,16,17,18
// log: 3:5 8:3 8:5 1:5 1:3 9:5 9:8 2:5 2:3 2:1
// Sorting a few hundred search results, as agent code does after merging pages: node runs TimSort, so even sloppy
// comparators (booleans, never returning 0, NaN) and the number of comparator calls match it exactly.
let seed = 7;
const rnd = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };
const results = Array.from({ length: 300 }, (_, i) => ({
  id: `r${i}`,
  score: Math.round(rnd() * 20) / 4,
  views: Math.floor(rnd() * 1000),
  date: `2024-0${1 + Math.floor(rnd() * 9)}-1${Math.floor(rnd() * 9)}`,
}));
const ids = (arr, k = 12) => arr.slice(0, k).map((r) => r.id).join(",");
let calls = 0;
const byScore = results.toSorted((a, b) => { calls++; return b.score - a.score; });
console.log(calls, ids(byScore), ids(byScore.slice(-12)));
calls = 0;
const sloppy = results.toSorted((a, b) => { calls++; return a.score < b.score ? 1 : -1; });
console.log(calls, ids(sloppy), ids(sloppy.slice(150)));
calls = 0;
const bool = results.toSorted((a, b) => { calls++; return a.views > b.views; });
console.log(calls, ids(bool));
calls = 0;
const multi = results.toSorted((a, b) => { calls++; return b.date.localeCompare(a.date) || b.views - a.views; });
console.log(calls, ids(multi), multi.slice(0, 5).map((r) => `${r.date}/${r.views}`).join(" "));
const presorted = Array.from({ length: 500 }, (_, i) => i);
calls = 0;
presorted.sort((a, b) => { calls++; return a - b; });
console.log("presorted", calls);
calls = 0;
presorted.reverse().sort((a, b) => { calls++; return a - b; });
console.log("reversed", calls, presorted.slice(0, 5).join());
const withNaN = Array.from({ length: 120 }, (_, i) => (i * 37) % 101);
calls = 0;
withNaN.sort((a, b) => { calls++; return a % 7 === 0 ? NaN : a - b; });
console.log(calls, withNaN.slice(0, 20).join(","));
const order = [];
[5, 3, 8, 1, 9, 2].sort((a, b) => { order.push(`${a}:${b}`); return a - b; });
console.log(order.join(" "));
return { top: ids(byScore, 5), calls };
