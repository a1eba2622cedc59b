// value: {"pageCount":5,"pages":[7,7,7,2]}
// log: 5 item-023
// log: 1,2,3,4,5 21,22,23 0
// log: [[1,2,3],[4,5,6],[7]] []
// log: 10+10+3
// log: [["a","b","c"],["d","e","f"],["g"]]
// log: 7,7,7,2 null
// log: [null,null,null] 2 0 2
// log: [0,1,4,9] [0,1,2] [0,0,0]
// log: ["a",null,"c"] [null,null]
// log: [0,3,6,9] [5,3,1] [0,0.25,0.5,0.75]
// log: [[1,2,3],[2,3,4],[3,4,5]] [2,3,4]
// Pagination and chunking: slice windows, Array.from({length}), batching ids, cursors.
const items = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, name: `item-${String(i + 1).padStart(3, "0")}` }));
const pageSize = 5;
const pageCount = Math.ceil(items.length / pageSize);
console.log(pageCount, items.at(-1).name);
const page = (n) => items.slice((n - 1) * pageSize, n * pageSize);
console.log(page(1).map((i) => i.id).join(","), page(5).map((i) => i.id).join(","), page(6).length);
const chunk = (arr, size) => Array.from({ length: Math.ceil(arr.length / size) }, (_, i) => arr.slice(i * size, i * size + size));
console.log(JSON.stringify(chunk([1, 2, 3, 4, 5, 6, 7], 3)), JSON.stringify(chunk([], 3)));
const chunks2 = [];
for (let i = 0; i < items.length; i += 10) chunks2.push(items.slice(i, i + 10).map((x) => x.id));
console.log(chunks2.map((c) => c.length).join("+"));
const viaReduce = [..."abcdefg"].reduce((acc, ch, i) => {
  if (i % 3 === 0) acc.push([]);
  acc[acc.length - 1].push(ch);
  return acc;
}, []);
console.log(JSON.stringify(viaReduce));
function paginate(all, cursor, limit) {
  const start = cursor ? all.findIndex((x) => x.id === cursor) + 1 : 0;
  const slice = all.slice(start, start + limit);
  return { data: slice.map((x) => x.id), nextCursor: start + limit < all.length ? slice.at(-1)?.id ?? null : null };
}
let cursor = null;
const seen = [];
do {
  const res = paginate(items, cursor, 7);
  seen.push(res.data.length);
  cursor = res.nextCursor;
} while (cursor !== null);
console.log(seen.join(","), cursor);
console.log(JSON.stringify(Array.from({ length: 3 })), Array.from({ length: "2" }).length, Array.from({ length: -1 }).length, Array.from({ length: 2.7 }).length);
console.log(JSON.stringify(Array.from({ length: 4 }, (_, i) => i * i)), JSON.stringify([...Array(3).keys()]), JSON.stringify(Array(3).fill(0)));
console.log(JSON.stringify(Array.from({ length: 3, 0: "a", 2: "c" })), JSON.stringify(Array.apply(null, Array(2))));
const range = (start, end, step = 1) => Array.from({ length: Math.max(0, Math.ceil((end - start) / step)) }, (_, i) => start + i * step);
console.log(JSON.stringify(range(0, 10, 3)), JSON.stringify(range(5, 0, -2)), JSON.stringify(range(0, 1, 0.25)));
const windows = [1, 2, 3, 4, 5].map((_, i, a) => a.slice(i, i + 3)).filter((w) => w.length === 3);
console.log(JSON.stringify(windows), JSON.stringify(windows.map((w) => w.reduce((s, x) => s + x) / w.length)));
return { pageCount, pages: seen };
