const items = []
for (let i = 0; i < 20000; i++) {
  items.push({ id: i, name: "item" + i, price: i % 100, tags: [i % 3, i % 5] })
}
let total = 0
for (const item of items) {
  const copy = { ...item, discounted: item.price * 0.9 }
  total += copy.discounted + copy.tags.length
}
return Math.round(total)
