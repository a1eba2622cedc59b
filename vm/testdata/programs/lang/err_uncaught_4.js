// error: ExecutionFailure: TypeError: Cannot read properties of undefined (reading 'toFixed')
// at: 4:44
const o = { list: [] };
function process(item) { return item.value.toFixed(2); }
o.list.push({});
o.list.map(process);
