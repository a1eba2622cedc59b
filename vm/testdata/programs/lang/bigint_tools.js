// value: ["TypeError","invalid input for tools.test.echo: Do not know how to serialize a BigInt",{"n":"5"}]
// calls: 1
let err;
try {
  await tools.test.echo({ n: 5n });
} catch (e) {
  err = e;
}
const ok = await tools.test.echo({ n: String(5n) });
return [err.name, err.message, ok];
