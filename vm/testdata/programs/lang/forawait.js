// value: [1,2,3,30,"2024-01-15T13:05:09.000Z",13,"Mon, 15 Jan 2024 13:05:09 GMT"]
const log = [];
for await (const v of [1, Promise.resolve(2), new Promise((r) => r(3))]) log.push(v);
async function f() { let s = 0; for await (const x of [Promise.resolve(10), 20]) s += x; return s; }
log.push(await f());
const d = new Date(Date.UTC(2024, 0, 15, 13, 5, 9));
log.push(d.toISOString(), d.getUTCHours(), d.toUTCString());
return log;
