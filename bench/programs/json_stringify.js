const data = []
for (let i = 0; i < 2000; i++) {
  data.push({ id: i, name: "user \"" + i + "\"", tags: ["a", "b"], nested: { x: i / 3, ok: true, note: null } })
}
let n = 0
for (let r = 0; r < 5; r++) n += JSON.stringify(data).length + JSON.stringify(data, null, 2).length
return n
