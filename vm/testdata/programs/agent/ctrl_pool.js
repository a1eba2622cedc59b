// value: {"failed":1,"ok":6,"order":[2,0,1,3,5,4,6]}
// log: max active 3
// log: completion order 2,0,1,3,5,4,6
// log: ok 1=10
// log: ok 2=20
// log: ok 3=30
// log: err item 4 failed
// log: ok 5=50
// log: ok 6=60
// log: ok 7=70
// A concurrency-limited worker pool over simulated tool calls.
const sleep = (n) => new Promise((r) => { let p = Promise.resolve(); for (let i = 0; i < n; i++) p = p.then(() => {}); p.then(r); });
async function fetchItem(id) {
  await sleep(id % 3);
  if (id === 4) throw new Error(`item ${id} failed`);
  return { id, value: id * 10 };
}
async function pool(items, limit, worker) {
  const results = new Array(items.length);
  let next = 0;
  let active = 0;
  let maxActive = 0;
  const order = [];
  async function run() {
    while (next < items.length) {
      const i = next++;
      active++;
      maxActive = Math.max(maxActive, active);
      try {
        results[i] = { ok: true, value: await worker(items[i]) };
      } catch (e) {
        results[i] = { ok: false, error: e.message };
      } finally {
        active--;
        order.push(i);
      }
    }
  }
  await Promise.all(Array.from({ length: limit }, run));
  return { results, maxActive, order };
}
const { results, maxActive, order } = await pool([1, 2, 3, 4, 5, 6, 7], 3, fetchItem);
console.log("max active", maxActive);
console.log("completion order", order.join(","));
for (const r of results) console.log(r.ok ? `ok ${r.value.id}=${r.value.value}` : `err ${r.error}`);
const ok = results.filter((r) => r.ok).length;
return { ok, failed: results.length - ok, order };
