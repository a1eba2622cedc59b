const data = []
for (let i = 0; i < 2000; i++) {
  data.push({ id: i, name: "user" + i, tags: ["a", "b"], nested: { x: i / 3, ok: true, note: null } })
}
const text = JSON.stringify(data)
let n = 0
for (let r = 0; r < 5; r++) n += JSON.parse(text).length
return n
