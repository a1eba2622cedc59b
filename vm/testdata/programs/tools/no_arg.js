// value: null
// calls: 1
return await tools.test.echo();
