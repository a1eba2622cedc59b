// value: [false,true,3,0,null,0,"/z+/y","/a(b)?/g","g",true,false,0,["2026-12-04","2026","12","04",null],5,0,null,false,"202612",["2026-12","2026","12",null,null],5,0,null,true,"202612",["1999-01-02x","1999","01","02","x"],5,0,"x",false,"199901",["changed","1","b","2","c","3","d"],["a","b","c"],["x"],[""],["a","b","c"],["u1","u22","u333","extra"],["a","a","a"],null,["k1=v1|k|1|v1","k2=v2|k|2|v2"],{"info":150,"warn":150},300,["id","299","level","warn"]]
// RegExp objects of one pattern share its compiled form but nothing else:
// each evaluation of a literal is a new object with its own lastIndex and
// properties, and compile re-initializes only its receiver. Match results,
// split parts and global matches (their strings boxed together) are
// ordinary strings.
const out = []
const made = []
for (let i = 0; i < 3; i++) made.push(/a(b)?/g)
out.push(made[0] === made[1], made[0].source === made[2].source)
made[0].exec("xab ab")
made[0].custom = 1
out.push(made[0].lastIndex, made[1].lastIndex, made[1].custom, made[2].exec("ab").index)
made[1].compile("z+", "y")
out.push(String(made[1]), String(made[2]), made[2].flags, made[1].sticky, made[2].test("aab"), made[2].lastIndex)
const re = /(\d{4})-(\d{2})(?:-(\d{2}))?(?<tail>x)?/
for (const s of ["2026-12-04", "2026-12", "1999-01-02x"]) {
  const m = re.exec(s)
  out.push(m.slice(), m.length, m.index, m.groups.tail, m[3] === undefined, m[1] + m[2])
}
const parts = "a1b22c333d".split(/(\d)+/)
parts[0] = "changed"
out.push(parts, "a, b,c ,d".split(/\s*,\s*/, 3), "x".split(/y/), "".split(/x/), "abc".split(/(?:)/u))
const found = "u1 u22 u333 v4".match(/u\d+/g)
found.push("extra")
out.push(found, "aaa".match(/a/g), "no".match(/x/g), [..."k1=v1;k2=v2".matchAll(/(\w)(\d)=(\w+)/g)].map((m) => m.join("|")))
const lines = []
for (let i = 0; i < 300; i++) lines.push("id=" + i + " level=" + ["info", "warn"][i % 2])
const counts = {}
for (const l of lines) {
  const m = /level=(\w+)/.exec(l)
  counts[m[1]] = (counts[m[1]] || 0) + 1
}
out.push(counts, lines.join("\n").match(/id=\d+/g).length, lines[299].split(/[= ]/))
return out
