// error: ToolFailure: boom: 7
// at: 4:11
const x = 1;
const y = await tools.test.fail(7);
return y;
