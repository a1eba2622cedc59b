// Array callbacks as model-written code uses them: map, filter, reduce,
// find, some, every, flatMap and sort with a comparator over 50,000 numbers
// and 10,000 objects.
let seed = 7
const nums = []
for (let i = 0; i < 50000; i++) {
  seed = (seed * 1103515245 + 12345) % 2147483648
  nums.push(seed % 1000)
}
const objs = []
for (let i = 0; i < 10000; i++) objs.push({ id: i, score: nums[i], team: "t" + (i % 17), done: i % 3 === 0 })
let n = 0
n += nums.map((x) => x * 2).filter((x) => x % 3 === 0).reduce((a, b) => a + b, 0)
n += nums.slice().sort((a, b) => a - b)[25000]
n += objs.filter((o) => o.done).map((o) => o.score).reduce((a, b) => a + b, 0)
n += objs.slice().sort((a, b) => b.score - a.score || a.id - b.id)[0].id
n += objs.find((o) => o.score > 990).id
n += objs.some((o) => o.team === "t16") ? 1 : 0
n += objs.every((o) => o.score >= 0) ? 1 : 0
n += objs.flatMap((o) => (o.done ? [o.id] : [])).length
objs.forEach((o) => { n += o.id & 1 })
n += Array.from({ length: 1000 }, (_, i) => i * i).reduce((a, b) => a + b, 0)
return n
