// value: 0
// Arrays longer than the VM's copy piece (16 Ki values) through every
// built-in that copies their elements, each result checked against one
// built element by element.
const n = 20000
const a = Array.from({ length: n }, (_, i) => i)
const want = (len, f) => Array.from({ length: len }, (_, i) => f(i))
const bad = []
const check = (name, got, exp) => { if (String(got) !== String(exp)) bad.push(name) }
check("spread", [...a], a)
check("spread after", [-1, ...a], want(n + 1, i => i - 1))
check("from", Array.from(a), a)
check("concat", a.concat(a), want(2 * n, i => i % n))
check("slice", a.slice(5, n - 5), want(n - 10, i => i + 5))
check("toSpliced", a.toSpliced(3, 2, "x"), want(n - 1, i => (i < 3 ? i : i === 3 ? "x" : i + 1)))
const s = a.slice(); const removed = s.splice(1000, 17000, "y")
check("splice removed", removed, want(17000, i => i + 1000))
check("splice rest", s, want(n - 16999, i => (i < 1000 ? i : i === 1000 ? "y" : i + 16999)))
const u = a.slice(); u.unshift("p", "q")
check("unshift", u, want(n + 2, i => (i === 0 ? "p" : i === 1 ? "q" : i - 2)))
const p = [7]; p.push(...a)
check("push spread", p, want(n + 1, i => (i === 0 ? 7 : i - 1)))
const g = []; for (let i = 0; i < n; i++) g.push(i)
check("push grow", g, a)
return bad.length === 0 ? 0 : bad
