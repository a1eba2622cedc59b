// log: ["pair","pair","pair","pair","pair","pair"]
// log: ["pair","pair","pair","pair","pair"]
// log: ["pair",[1,55348],"pair","pair"]
// log: [1,2,1,1,2,1] 8 true true
// log: 1 true 2 1
// log: %F0%9D%8C%86 true true true
// The two halves of a surrogate pair built separately make the same string
// as the pair written at once, whichever operation joins them.
const hi = "\uD834", lo = "\uDF06", pair = "\uD834\uDF06"
const show = (xs) => console.log(JSON.stringify(xs.map(x => x === pair ? "pair" : [x.length, x.codePointAt(0)])))
let acc = hi
acc += lo
show([hi + lo, acc, `${hi}${lo}`, hi.concat(lo), [hi, lo].join(""), String.raw`${hi}${lo}`])
show([lo.padStart(2, hi), hi.padEnd(2, lo), "x".replace("x", hi) + lo, (hi + "x").replace("x", lo), (hi + "x").replace(/x/, lo)])
show([(lo + hi).repeat(2).slice(1, 3), ("a" + hi).split("a").join(lo).slice(1), [hi].concat([lo]).join(""), JSON.parse('"\\ud834\\udf06"')])
const s = "a" + hi + lo + "b" + hi + hi + lo + lo
console.log(JSON.stringify([...s].map(c => c.length)), s.length, [...s][1] === pair, [...s][4] === pair)
const o = {}
o[hi + lo] = 1
console.log(o[pair], Object.keys(o)[0] === pair, new Map([[hi + lo, 2]]).get(pair), new Set([pair, hi + lo]).size)
console.log(encodeURIComponent(hi + lo), (hi + lo).normalize() === pair, (hi + lo).isWellFormed(), pair < hi + lo + "a")
