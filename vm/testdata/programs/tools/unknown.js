// error: UnknownTool: tools.test.missing is not a known tool
// log: undefined undefined
// at: 5:18
console.log(typeof tools.test.missing, typeof tools.nope);
await tools.test.missing({});
