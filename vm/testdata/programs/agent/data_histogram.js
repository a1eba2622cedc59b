// value: {"10-19":1,"20-29":3,"30-39":5,"40-49":3,"50-59":2,"60-69":1,"70-79":1}
// log: 10-19 |####                |  1   6.3%
// log: 20-29 |############        |  3  18.8%
// log: 30-39 |####################|  5  31.3%
// log: 40-49 |############        |  3  18.8%
// log: 50-59 |########            |  2  12.5%
// log: 60-69 |####                |  1   6.3%
// log: 70-79 |####                |  1   6.3%
// log: the(3) fox(2) brown(1)
// log: 120000000200030001000001 13 22
// log: ▁▂█▅▂▁▃ ▁▁▁ 0
// log: A=2 B=1 C=1 D=1 F=3
// log: Score    Grade --------------
// log: 00055.50.....F
// log: 00072.25.....C
// log: 00088.00.....B
// log: 00091.75.....A
// log: x abc abc1212 abcdef 00-5 30
// Text histograms and bucketed counts: padStart/padEnd, repeat, Math.floor bucketing, percentages.
const groupBy = Object.groupBy ?? ((items, keyFn) => { const out = Object.create(null); let i = 0; for (const item of items) (out[keyFn(item, i++)] ??= []).push(item); return out; });
const ages = [23, 35, 41, 19, 52, 67, 33, 29, 45, 38, 71, 25, 30, 58, 44, 36];
const bucketSize = 10;
const buckets = new Map();
for (const a of ages.toSorted((x, y) => x - y)) {
  const lo = Math.floor(a / bucketSize) * bucketSize;
  const key = `${lo}-${lo + bucketSize - 1}`;
  buckets.set(key, (buckets.get(key) ?? 0) + 1);
}
const maxCount = Math.max(...buckets.values());
for (const [range, count] of buckets) {
  const bar = "#".repeat(Math.round((count / maxCount) * 20));
  const pct = ((count / ages.length) * 100).toFixed(1).padStart(5);
  console.log(`${range.padEnd(6)}|${bar.padEnd(20)}| ${String(count).padStart(2)} ${pct}%`);
}
const words = "the quick brown fox jumps over the lazy dog the fox".split(" ");
const freq = words.reduce((m, w) => ((m[w] = (m[w] ?? 0) + 1), m), {});
const ranked = Object.entries(freq).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
console.log(ranked.slice(0, 3).map(([w, c]) => `${w}(${c})`).join(" "));
const hours = [0, 1, 1, 13, 13, 13, 23, 9, 9, 17];
const byHour = Array.from({ length: 24 }, (_, h) => hours.filter((x) => x === h).length);
console.log(byHour.join(""), byHour.indexOf(Math.max(...byHour)), byHour.lastIndexOf(0));
const spark = (vals) => {
  const ticks = "▁▂▃▄▅▆▇█";
  const min = Math.min(...vals), max = Math.max(...vals);
  return vals.map((v) => ticks[Math.floor(((v - min) / (max - min || 1)) * (ticks.length - 1))]).join("");
};
console.log(spark([1, 5, 22, 13, 5, 0, 9]), spark([3, 3, 3]), spark([]).length);
const scores = [55.5, 72.25, 88, 91.75, 60, 100, 0, 45.125];
const grade = (s) => (s >= 90 ? "A" : s >= 80 ? "B" : s >= 70 ? "C" : s >= 60 ? "D" : "F");
const gradeCounts = groupBy(scores, grade);
console.log(Object.entries(gradeCounts).map(([g, list]) => `${g}=${list.length}`).sort().join(" "));
const width = 30;
const header = "Score".padEnd(8) + "Grade".padStart(6);
console.log(header, "-".repeat(header.length));
console.log(scores.slice(0, 4).map((s) => s.toFixed(2).padStart(8, "0") + grade(s).padStart(6, ".")).join("\n"));
console.log("x".padStart(0), "abc".padStart(6, ""), "abc".padEnd(7, "12"), "abcdef".padStart(3), String(-5).padStart(4, "0"), width);
return Object.fromEntries(buckets);
