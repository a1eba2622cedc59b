// value: {"mean":353.9166666666667,"median":100,"p95":1481.999999999998,"std":798.85}
// log: 4247 353.9166666666667 353.92 100 2
// log: 100.0 229.0 1482.0 2696.4
// log: 638162.0763888889 798.8505 85 3000 85 3000
// log: [3000]
// log: {"100-199":4,"<100":6,"200-999":1,">=1000":1}
// log: [null,null,3.3333333333333335,5,5.333333333333333,7.666666666666667,5.333333333333333] [null,null,3.33,5,5.33,7.67,5.33]
// log: 3,8,10,18,24,33,34 1968253
// log: 2,-3,6,-2,3,-8 6 5
// log: 0.250 0.500 0.125 0.875 0.625 1.000 0.000
// log: 23 1 true
// log: 0.99838143945703 -1
// log: TypeError Reduce of empty array with no initial value
// Descriptive statistics over tool metrics: mean, median, percentiles, stddev, min/max with spread and reduce.
const latencies = [120, 85, 240, 95, 101, 87, 3000, 110, 99, 130, 88, 92];
const sorted = latencies.toSorted((a, b) => a - b);
const sum = latencies.reduce((a, b) => a + b, 0);
const mean = sum / latencies.length;
const median = (arr) => {
  const s = arr.toSorted((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const percentile = (arr, p) => {
  const s = arr.toSorted((a, b) => a - b);
  const idx = (p / 100) * (s.length - 1);
  const lo = Math.floor(idx), hi = Math.ceil(idx);
  return s[lo] + (s[hi] - s[lo]) * (idx - lo);
};
const variance = latencies.reduce((acc, x) => acc + (x - mean) ** 2, 0) / latencies.length;
const std = Math.sqrt(variance);
console.log(sum, mean, mean.toFixed(2), median(latencies), median([1, 2, 3]));
console.log([50, 90, 95, 99].map((p) => percentile(latencies, p).toFixed(1)).join(" "));
console.log(variance, std.toFixed(4), Math.min(...latencies), Math.max(...latencies), sorted.at(0), sorted.at(-1));
const outliers = latencies.filter((x) => Math.abs(x - mean) > 2 * std);
console.log(JSON.stringify(outliers));
const buckets = latencies.reduce((acc, x) => {
  const b = x < 100 ? "<100" : x < 200 ? "100-199" : x < 1000 ? "200-999" : ">=1000";
  acc[b] = (acc[b] || 0) + 1;
  return acc;
}, {});
console.log(JSON.stringify(buckets));
const series = [3, 5, 2, 8, 6, 9, 1];
const movingAvg = series.map((_, i, a) => (i < 2 ? null : (a[i] + a[i - 1] + a[i - 2]) / 3));
console.log(JSON.stringify(movingAvg), JSON.stringify(movingAvg.map((v) => (v === null ? null : +v.toFixed(2)))));
const cumsum = series.reduce((acc, x) => [...acc, (acc.at(-1) ?? 0) + x], []);
console.log(cumsum.join(","), series.reduceRight((acc, x) => acc + x, ""));
const diffs = series.slice(1).map((x, i) => x - series[i]);
console.log(diffs.join(","), Math.max(...diffs), diffs.indexOf(Math.min(...diffs)));
const normalized = series.map((x) => (x - Math.min(...series)) / (Math.max(...series) - Math.min(...series)));
console.log(normalized.map((v) => v.toFixed(3)).join(" "));
const weights = [0.2, 0.3, 0.5];
const vals = [10, 20, 30];
const weighted = vals.reduce((s, v, i) => s + v * weights[i], 0);
console.log(weighted, weights.reduce((a, b) => a + b), 0.2 + 0.3 + 0.5 === 1);
const corr = (xs, ys) => {
  const mx = xs.reduce((a, b) => a + b) / xs.length, my = ys.reduce((a, b) => a + b) / ys.length;
  const num = xs.reduce((s, x, i) => s + (x - mx) * (ys[i] - my), 0);
  const den = Math.sqrt(xs.reduce((s, x) => s + (x - mx) ** 2, 0) * ys.reduce((s, y) => s + (y - my) ** 2, 0));
  return num / den;
};
console.log(corr([1, 2, 3, 4], [2, 4, 6, 8.5]), corr([1, 2, 3], [3, 2, 1]));
try { [].reduce((a, b) => a + b); } catch (e) { console.log(e.name, e.message); }
return { mean, median: median(latencies), p95: percentile(latencies, 95), std: +std.toFixed(3) };
