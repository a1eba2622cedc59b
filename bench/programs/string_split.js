let text = ""
for (let i = 0; i < 2000; i++) text += "field" + i + "," + (i * 2) + ";"
let n = 0
for (let r = 0; r < 10; r++) {
  const rows = text.split(";")
  for (const row of rows) n += row.split(",").length
}
return n
