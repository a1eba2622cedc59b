// value: [["z","bb","","ccc","","tail"],6,["a","bb"],[],5,["a","b","c"],["a","b"],[""],[],["",""],[["k1","v1"],["k2","v2"],["k3","v3"]],{"k1":"v1","k2":"v2","k3":"v3"},"k1|v1|k2|v2|k3|v3",["one","two","three"],["ONE3","TWO3","THREE5"],1,true,"one+two+three","a,,b,,,c","abc","x/1/y/2.5","a,b;c","\u003c-\u003e",2,true,"a😀b",2,28888,"item0, item1, item2,","98, item2999",3000,"item2999",1200490,"x199","éüéüé","é€ü"]
// split boxes its parts in one block and join sizes its buffer up front:
// the parts are ordinary strings whatever is done with them next, limits
// cut the parts, and joins of strings, holes, null, numbers, surrogate
// halves and long results give what they always gave.
const out = []
const line = "a,bb,,ccc,"
const parts = line.split(",")
parts[0] = "z"
parts.push("tail")
out.push(parts, parts.length, line.split(",", 2), line.split(",", 0), line.split(",", -1).length)
out.push("abc".split(""), "abc".split("", 2), "".split(","), "".split(""), "x".split("x"))
const rows = "k1=v1;k2=v2;k3=v3".split(";").map((r) => r.split("="))
out.push(rows, Object.fromEntries(rows), rows.flat().join("|"))
const kept = "one two three".split(" ")
const upper = kept.map((w) => w.toUpperCase() + w.length)
out.push(kept, upper, kept.indexOf("two"), kept.includes("three"), kept.join("-").split("-").join("+"))
// Joins: strings only, with holes and nullish, with numbers (no size up
// front), nested arrays, and a separator longer than the parts.
const holes = ["a", , "b", undefined, null, "c"]
out.push(holes.join(), holes.join(""), ["x", 1, "y", 2.5].join("/"), [["a", "b"], "c"].join(";"), ["", ""].join("<->"))
const hi = "\uD83D", lo = "\uDE00"
out.push([hi, lo].join("").length, [hi, lo].join("") === "\u{1F600}", ["a" + hi, lo + "b"].join(""), [hi, "", lo].join("").length)
const many = []
for (let i = 0; i < 3000; i++) many.push("item" + i)
const joined = many.join(", ")
out.push(joined.length, joined.slice(0, 20), joined.slice(-12), joined.split(", ").length, joined.split(", ")[2999])
const big = []
for (let i = 0; i < 200; i++) big.push("x".repeat(6000) + i)
const bj = big.join("")
out.push(bj.length, bj.slice(-4), "é".repeat(3).split("").join("ü"), ["é", "ü"].join("€"))
return out
