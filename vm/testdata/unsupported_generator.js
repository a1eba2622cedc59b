// error: UnsupportedSyntax: 2:1: async generator functions are not supported yet
async function* g() { yield 1; }
