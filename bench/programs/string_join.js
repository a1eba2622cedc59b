const parts = []
for (let i = 0; i < 5000; i++) parts.push("item" + i)
let n = 0
for (let r = 0; r < 10; r++) {
  n += parts.join(", ").length
}
return n
