// value: null
// log: [ 'a1', 'c3', 'd4' ]
// log: a:1,c:3,d:4 4 3 Map(2) { 'a' => 1, 'd' => 4 }
// log: num str bool null undef 5
// log: [ 'a', 'c', 'd', 'z' ]
const m = new Map([["a", 1], ["b", 2], ["c", 3]]);
const out = []; for (const [k, v] of m) { out.push(k + v); if (k === "a") { m.delete("b"); m.set("d", 4); } } console.log(out);
console.log([...m.entries()].map(([k, v]) => `${k}:${v}`).join(), Math.max(...m.values()), [...m].length, new Map([...m].filter(([k]) => k !== "c")));
const keyed = new Map([[1, "num"], ["1", "str"], [true, "bool"], [null, "null"], [undefined, "undef"]]); console.log(keyed.get(1), keyed.get("1"), keyed.get(true), keyed.get(null), keyed.get(undefined), keyed.size);
const it = m.keys(); m.set("z", 26); console.log([...it]);
