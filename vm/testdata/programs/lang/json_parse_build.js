// value: [["a","b","c"],3,{"x":"last"},"{\"a\":3,\"b\":2,\"c\":{\"x\":\"last\"}}",["0","1","2","b","__proto__"],null,true,{"evil":1},[["0","zero"],["1","one"],["2","two"],["b","bee"],["__proto__",{"evil":1}]],30,33,29,false,300,{"i":299,"s":"v299"},["v0","v1","v2"],["v0","v100","v200"],"SyntaxError","SyntaxError","SyntaxError","SyntaxError","SyntaxError",[[],{},[[]],[{}],{"a":{}}],"just a string",["a","bA","😀"],["3","first","second","pushed"],["3","first","added"],[["p",1],["q",[2]]],[["0",7],["1",8]],["2:string","10:string","z:string","y:string","own","inherited","a","c"]]
// JSON.parse makes each array and object at its size once it is read,
// and Object.keys, Object.entries and for-in hand out their own key
// lists' strings: repeated keys keep their first place and last value,
// index keys and __proto__ stay own properties, nesting and errors leave
// nothing behind for the next parse.
const out = []
const dup = JSON.parse('{"a":1,"b":2,"a":3,"c":{"x":[1,[2,[3,{}]],[]],"x":"last"}}')
out.push(Object.keys(dup), dup.a, dup.c, JSON.stringify(dup))
const idx = JSON.parse('{"2":"two","b":"bee","0":"zero","__proto__":{"evil":1},"1":"one"}')
out.push(Object.keys(idx), idx.evil, Object.getPrototypeOf(idx) === Object.prototype, idx.__proto__, Object.entries(idx))
const wide = {}
for (let i = 0; i < 40; i++) wide["k" + (i % 30)] = i
const back = JSON.parse(JSON.stringify(wide) + " ")
out.push(Object.keys(back).length, back.k3, back.k29, "k33" in back)
const bigArr = JSON.parse("[" + Array.from({ length: 300 }, (_, i) => '{"i":' + i + ',"s":"v' + i + '"}').join(",") + "]")
out.push(bigArr.length, bigArr[299], bigArr.map((o) => o.s).slice(0, 3), bigArr.filter((o) => o.i % 100 === 0).map((o) => o.s))
for (const bad of ['[1,2', '{"a":1,', '{"a" 1}', '[1,,2]', '{"a":[1,{"b":}]}']) {
  try { JSON.parse(bad) } catch (e) { out.push(e.name) }
}
out.push(JSON.parse('[[],{},[[]],[{}],{"a":{}}]'), JSON.parse('"just a string"'), JSON.parse(' [ "a" , "b\\u0041" , "\\ud83d\\ude00" ] '))
// Keys handed out: changing what was read does not change the keys.
const o = { first: 1, second: 2, 3: "three" }
const ks = Object.keys(o)
o.first = "changed"; delete o.second; o.added = true
ks.push("pushed")
out.push(ks, Object.keys(o), Object.entries({ p: 1, q: [2] }), Object.entries([7, 8]))
const seen = []
for (const k in { z: 1, y: 2, 10: 3, 2: 4 }) seen.push(k + ":" + typeof k)
const proto = { inherited: 1 }
const child = Object.create(proto); child.own = 2
for (const k in child) seen.push(k)
const del = { a: 1, b: 2, c: 3 }
for (const k in del) { seen.push(k); delete del.b }
out.push(seen)
return out
