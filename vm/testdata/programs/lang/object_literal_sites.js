// value: [23,["id","name","k1","id2","late"],["id","name","k2","id2"],["id","k1","id2"],19,false,"{\"id\":3,\"name\":\"n3\",\"k0\":3,\"id2\":6}",279,1,"1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15",["x23","x24"],3,null,["id","name","k1","id2","late","i","a","g"],60,2,true]
// Objects made at one literal site in a loop are independent whatever
// their sizes: one grown past the others, one with more than sixteen
// properties, keys deleted, spread and computed, duplicate keys, getters.
const out = []
const made = []
for (let i = 0; i < 60; i++) {
  const o = { id: i, name: "n" + i, ["k" + (i % 3)]: i, id2: i * 2 }
  if (i % 10 === 0) for (let j = 0; j < 20; j++) o["extra" + j] = j
  if (i % 7 === 0) delete o.name
  made.push(o)
}
made[1].late = true
out.push(Object.keys(made[0]).length, Object.keys(made[1]), Object.keys(made[2]), Object.keys(made[7]), made[10].extra19, "extra0" in made[11])
out.push(JSON.stringify(made[3]), JSON.stringify(made[20]).length, made.filter((o) => "late" in o).length)
const dicts = []
for (let i = 0; i < 40; i++) {
  const d = {}
  for (let j = 0; j <= i % 25; j++) d["x" + j] = j
  dicts.push(d)
}
out.push(dicts.map((d) => Object.keys(d).length).join(","), Object.keys(dicts[24]).slice(-2), dicts[3].x3, dicts[4].x5)
const spread = []
for (let i = 0; i < 40; i++) spread.push({ ...made[i % 5], i, a: 1, a: 2, get g() { return this.i * 10 } })
out.push(Object.keys(spread[1]), spread[6].g, spread[39].a, Object.getOwnPropertyDescriptor(spread[2], "g").get !== undefined)
return out
