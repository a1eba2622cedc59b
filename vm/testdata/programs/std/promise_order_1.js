// value: null
// log: executor | async start | sync end | then1 v | micro | catch r | after await | then2 | finally
// log: first
const out = [];
const p = new Promise((r) => { out.push("executor"); r("v"); });
p.then((v) => out.push("then1 " + v)).then(() => out.push("then2"));
queueMicrotask(() => out.push("micro"));
Promise.reject(new Error("r")).catch((e) => out.push("catch " + e.message)).finally(() => out.push("finally"));
(async () => { out.push("async start"); await null; out.push("after await"); })();
out.push("sync end");
await new Promise((r) => queueMicrotask(r));
await null; await null; await null;
console.log(out.join(" | "));
const { promise, resolve } = { promise: null, resolve: null };
const r = await Promise.race([new Promise(() => {}), Promise.resolve("first")]); console.log(r);
