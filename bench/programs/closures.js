function counter() {
  let count = 0
  return () => ++count
}
let total = 0
for (let i = 0; i < 10000; i++) {
  const next = counter()
  for (let j = 0; j < 20; j++) total += next()
}
const adders = []
for (let i = 0; i < 1000; i++) adders.push((x) => x + i)
for (let k = 0; k < 100; k++) for (const add of adders) total = add(total) % 1000003
return total
