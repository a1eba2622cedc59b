const xs = []
for (let i = 0; i < 20000; i++) xs.push(i)
let n = 0
for (let r = 0; r < 5; r++) {
  n += xs.filter((x) => x % 3 === 0).length
}
return n
