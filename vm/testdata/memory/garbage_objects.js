// value: 3000000
// Ten times the limit in short-lived objects and strings.
let total = 0;
for (let i = 0; i < 300000; i++) {
  const o = { a: i, b: "item-" + i, c: [i, i + 1] };
  total += o.c.length + (o.b.length > 0 ? 8 : 0);
}
return total;
