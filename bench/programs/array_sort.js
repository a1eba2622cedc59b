let seed = 1
const xs = []
for (let i = 0; i < 5000; i++) {
  seed = (seed * 1103515245 + 12345) % 2147483648
  xs.push(seed % 100000)
}
const a = xs.slice().sort((x, y) => x - y)
const b = xs.map(String).sort()
const objs = xs.map((v, i) => ({ v, i })).sort((p, q) => p.v - q.v || p.i - q.i)
return a[0] + a[a.length - 1] + b.length + objs[10].v
