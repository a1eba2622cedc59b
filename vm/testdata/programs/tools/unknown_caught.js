// value: "tools.nope.x is not a known tool"
// log: function object
console.log(typeof tools.test.echo, typeof tools.test);
try {
  await tools.nope.x();
} catch (e) {
  return e.message;
}
