// value: ["plain","own Promise","t1","t2","subclass","own constructor","t3"]
// await of a promise whose constructor is not %Promise% (a subclass, or one
// with its own constructor property) goes through a thenable job, two ticks
// later than a plain promise.
class P extends Promise {}
const order = [];
(async () => { await P.resolve(1); order.push("subclass"); })();
(async () => { await Promise.resolve(1); order.push("plain"); })();
(async () => { const p = Promise.resolve(1); p.constructor = Object; await p; order.push("own constructor"); })();
(async () => { const p = Promise.resolve(1); p.constructor = Promise; await p; order.push("own Promise"); })();
Promise.resolve().then(() => order.push("t1")).then(() => order.push("t2")).then(() => order.push("t3"));
await null; await null; await null; await null;
return order;
