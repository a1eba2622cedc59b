// value: "the value nests more than 32 levels"
let v = 1;
for (let i = 0; i < 40; i++) v = [v];
try {
  await tools.test.echo(v);
} catch (e) {
  return e.message.slice(e.message.indexOf("the value"));
}
