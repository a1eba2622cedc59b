// Fan out one price call per product (100 calls in flight at once), then
// fan in: totals per category and the most expensive products in stock.
const { products } = await tools.inventory.list({})
const prices = await Promise.all(products.map(p => tools.inventory.price({ sku: p.sku })))

const byCategory = {}
prices.forEach((price, i) => {
  const c = products[i].category
  byCategory[c] ??= { products: 0, inStock: 0, totalCents: 0 }
  byCategory[c].products++
  if (price.inStock) byCategory[c].inStock++
  byCategory[c].totalCents += price.cents
})
const top = prices
  .filter(p => p.inStock)
  .sort((a, b) => b.cents - a.cents || a.sku.localeCompare(b.sku))
  .slice(0, 3)
  .map(p => p.sku)
console.log(`priced ${prices.length} products`)
return { priced: prices.length, byCategory, top }
