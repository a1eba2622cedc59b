let n = 0
for (let i = 0; i < 20000; i++) {
  const s = `row ${i}: ${i % 2 ? "odd" : "even"} (${i * 3})`
  n += s.length
}
return n
