// value: {"idx":2,"last":"end"}
// log: {"t":5,"type":"retry","ok":false}
// log: {"t":9,"type":"retry","ok":true}
// log: 1 3 -1
// log: undefined undefined
// log: true -1 true 2 6
// log: false true 4 5 true
// log: true -1
// log: true true true false
// log: 1 3 3 -1 1
// log: retry missing true
// log: 5
// log: 0 18 true t
// log: 2 -4 -1
// Searching result lists: find, findLast, findIndex, findLastIndex, includes/indexOf with NaN and -0, some/every.
const events = [
  { t: 1, type: "start", ok: true },
  { t: 5, type: "retry", ok: false },
  { t: 9, type: "retry", ok: true },
  { t: 12, type: "end", ok: true },
];
console.log(JSON.stringify(events.find((e) => e.type === "retry")));
console.log(JSON.stringify(events.findLast((e) => e.type === "retry")));
console.log(events.findIndex((e) => !e.ok), events.findLastIndex((e) => e.ok), events.findIndex((e) => e.t > 100));
console.log(events.find((e) => e.t > 100), events.findLast(() => false));
const vals = [1, NaN, -0, "2", null, undefined, 0];
console.log(vals.includes(NaN), vals.indexOf(NaN), vals.includes(0), vals.indexOf(0), vals.lastIndexOf(0));
console.log(vals.includes(2), vals.includes("2"), vals.indexOf(null), vals.indexOf(undefined), vals.includes(undefined));
console.log([1, , 3].includes(undefined), [1, , 3].indexOf(undefined));
console.log(events.some((e) => !e.ok), events.every((e) => e.t > 0), [].every(() => false), [].some(() => true));
const ids = ["a1", "b2", "c3", "b2"];
console.log(ids.indexOf("b2"), ids.lastIndexOf("b2"), ids.indexOf("b2", 2), ids.indexOf("a1", -2), ids.lastIndexOf("b2", -2));
const byId = new Map(events.map((e) => [e.t, e]));
console.log(byId.get(9)?.type, byId.get(10)?.type ?? "missing", byId.has(12));
const firstFailure = events.find(({ ok }) => !ok) ?? { t: -1 };
console.log(firstFailure.t);
const text = "error: disk full; error: timeout";
console.log(text.indexOf("error"), text.lastIndexOf("error"), text.includes("timeout"), text.at(-1));
const sortedTimes = events.map((e) => e.t);
function bsearch(arr, x) {
  let lo = 0, hi = arr.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    if (arr[mid] === x) return mid;
    if (arr[mid] < x) lo = mid + 1; else hi = mid - 1;
  }
  return -(lo + 1);
}
console.log(bsearch(sortedTimes, 9), bsearch(sortedTimes, 10), bsearch(sortedTimes, 0));
return { last: events.at(-1).type, idx: events.findLastIndex((e) => e.type === "retry") };
