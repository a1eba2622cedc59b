const data = []
for (let i = 0; i < 2000; i++) {
  data.push({ id: i, name: "user" + i, active: i % 2 === 0, scores: [i, i * 2, i * 3], meta: { created: "2024-01-01", rank: i / 7 } })
}
let n = 0
for (let round = 0; round < 5; round++) {
  const text = JSON.stringify(data)
  const back = JSON.parse(text)
  n += back.length + text.length
}
return n
