// value: ["delta","alpha notes","Alpha Notes"]
// log: delta | alpha notes | Alpha Notes | Beta plan | beta plan (copy) | Zeta report | éclair recipe
// log: 2022-06-30,2023-12-31,2024-01-15,2024-01-16,2024-02-10,2024-02-10,2024-03-01
// log: [["delta",1000],["Beta plan",300],["beta plan (copy)",300],["Zeta report",120],["Alpha Notes",41],["alpha notes",40],["éclair recipe",7]]
// log: éZBbaAd
// log: Alpha Notes / Beta plan / Zeta report / alpha notes / beta plan (copy) / delta / éclair recipe
// log: alpha notes / Alpha Notes / Beta plan / beta plan (copy) / delta / éclair recipe / Zeta report
// log: alpha notes / Alpha Notes / Beta plan / beta plan (copy) / delta / éclair recipe / Zeta report
// log: alpha notes / Alpha Notes / Beta plan / beta plan (copy) / delta / Zeta report / éclair recipe
// log: -0.5,-5,1,10,100,25,3.5,9 -5,-0.5,1,3.5,9,10,25,100
// log: file1.txt,File1.txt,file2.txt,file10.txt,file20.txt
// log: File1.txt,file1.txt,file2.txt,file10.txt,file20.txt
// log: [["a",1],["c",1],["a",2],["b",2]]
// log: [1,2,3,null,null,null,null] [null,1,2,3,null,null,null]
// Sorting search hits: numeric, multi-key, localeCompare, and stability for equal keys.
const hits = [
  { name: "Zeta report", score: 0.82, date: "2024-03-01", views: 120 },
  { name: "alpha notes", score: 0.95, date: "2024-01-15", views: 40 },
  { name: "Beta plan", score: 0.82, date: "2024-02-10", views: 300 },
  { name: "éclair recipe", score: 0.5, date: "2023-12-31", views: 7 },
  { name: "beta plan (copy)", score: 0.82, date: "2024-02-10", views: 300 },
  { name: "Alpha Notes", score: 0.95, date: "2024-01-16", views: 41 },
  { name: "delta", score: 1, date: "2022-06-30", views: 1000 },
];
const byScore = [...hits].sort((a, b) => b.score - a.score || a.name.localeCompare(b.name));
console.log(byScore.map((h) => h.name).join(" | "));
const byDate = hits.toSorted((a, b) => a.date.localeCompare(b.date));
console.log(byDate.map((h) => h.date).join(","));
const byViewsDesc = hits.toSorted((a, b) => b.views - a.views);
console.log(JSON.stringify(byViewsDesc.map(({ name, views }) => [name, views])));
const stable = hits.toSorted((a, b) => a.score - b.score);
console.log(stable.map((h) => h.name[0]).join(""));
const names = hits.map((h) => h.name);
console.log(names.toSorted().join(" / "));
console.log(names.toSorted((a, b) => a.localeCompare(b)).join(" / "));
console.log(names.toSorted((a, b) => a.localeCompare(b, undefined, { sensitivity: "base" })).join(" / "));
console.log(names.toSorted((a, b) => a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0).join(" / "));
const nums = [10, 9, 1, 100, -5, 25, 3.5, -0.5];
console.log(nums.toSorted().join(","), nums.toSorted((a, b) => a - b).join(","));
const files = ["file10.txt", "file2.txt", "File1.txt", "file1.txt", "file20.txt"];
console.log(files.toSorted((a, b) => a.localeCompare(b, undefined, { numeric: true })).join(","));
console.log(files.toSorted((a, b) => a.localeCompare(b, "en", { numeric: true, sensitivity: "accent" })).join(","));
const keyed = [["b", 2], ["a", 2], ["c", 1], ["a", 1]];
keyed.sort(([ka, va], [kb, vb]) => va - vb || (ka < kb ? -1 : ka > kb ? 1 : 0));
console.log(JSON.stringify(keyed));
const withUndef = [3, undefined, 1, null, 2, undefined, NaN];
console.log(JSON.stringify(withUndef.toSorted()), JSON.stringify(withUndef.toSorted((a, b) => a - b)));
return byScore.slice(0, 3).map((h) => h.name);
