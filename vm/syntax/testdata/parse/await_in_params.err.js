// ERROR: 2:22: Illegal await-expression in formal parameters of async function
async function f(a = await 1) {}
