// value: null
// log: n=3 items=a,b obj=[object Object] nul=null und=undefined nested=in3 expr=big
// log: multi
// log: line esc ` ${n} \ 1,2,3 ts Symbol.iterator
// log: a|b|c1,2 \t3\n
// log: true 0 1e+21 0.30000000000000004
const n = 3, items = ["a", "b"], obj = { x: 1 };
console.log(`n=${n} items=${items} obj=${obj} nul=${null} und=${undefined} nested=${`in${n}`} expr=${n > 2 ? "big" : "small"}`);
console.log(`multi
line`, `esc \` \${n} \\`, `${[1, [2, 3]]}`, `${{ toString() { return "ts"; } }}`, `${Symbol.iterator.description}`);
const tag = (s, ...v) => s.raw.join("|") + v.join(","); console.log(tag`a${1}b${2}c`, String.raw`\t${n}\n`);
console.log(`${1 + 1}${"2"}` === "22", `${-0}`, `${1e21}`, `${0.1 + 0.2}`);
