// value: ["Error","boom: {\"q\":1}",true]
try {
  await tools.test.fail({ q: 1 });
} catch (e) {
  return [e.name, e.message, e instanceof Error];
}
