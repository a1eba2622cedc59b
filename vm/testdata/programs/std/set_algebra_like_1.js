// value: null
// log: Set(5) { 1, 2, 3, 4, 5 } Set(2) { 3, 4 } Set(2) { 1, 2 } true false
// log: { '1': [ 'a', 'd' ], '2': [ 'bb', 'cc' ], '3': [ 'eee' ] }
// log: Map(2) { 'x' => [ 'x1', 'x3' ], 'y' => [ 'y2' ] }
// Set algebra the way pre-ES2025 code writes it (node 20 lacks the methods).
const a = new Set([1, 2, 3, 4]), b = new Set([3, 4, 5]);
const union = new Set([...a, ...b]), inter = new Set([...a].filter((x) => b.has(x))), diff = new Set([...a].filter((x) => !b.has(x)));
console.log(union, inter, diff, [...a].every((x) => union.has(x)), [...inter].some((x) => diff.has(x)));
const byLen = {}; for (const w of ["a", "bb", "cc", "d", "eee"]) (byLen[w.length] ||= []).push(w); console.log(byLen);
const grouped = ["x1", "y2", "x3"].reduce((m, s) => m.set(s[0], [...(m.get(s[0]) || []), s]), new Map()); console.log(grouped);
