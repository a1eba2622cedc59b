// value: [[1,2,3],"no",[{"status":"rejected","reason":1},{"status":"fulfilled","value":2}],"fast","any","AggregateError","All promises were rejected",[1],[],["a","all","b","c"]]
const log = [];
const r = await Promise.all([1, Promise.resolve(2), new Promise((res) => res(3))]);
log.push(r);
try { await Promise.all([Promise.reject(new Error("no")), 1]); } catch (e) { log.push(e.message); }
const s = await Promise.allSettled([Promise.reject(1), 2]);
log.push(s);
log.push(await Promise.race([new Promise(() => {}), Promise.resolve("fast")]));
log.push(await Promise.any([Promise.reject(1), Promise.resolve("any")]));
try { await Promise.any([Promise.reject(1)]); } catch (e) { log.push(e.constructor.name, e.message, e.errors); }
log.push(await Promise.all([]));
const order = [];
Promise.all([1, 2]).then(() => order.push("all"));
Promise.resolve().then(() => order.push("a")).then(() => order.push("b")).then(() => order.push("c"));
for (let i = 0; i < 5; i++) await null;
log.push(order);
return log;
