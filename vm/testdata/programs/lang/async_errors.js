// value: ["TypeError:async boom",true,"late catch async boom","cleanup","nested async boom","handled rej",10,42]
const log = [];
async function thrower() { throw new TypeError("async boom"); }
try { await thrower(); } catch (e) { log.push(e.name + ":" + e.message); }
const p = thrower();
log.push(p instanceof Promise);
await p.catch((e) => log.push("late catch " + e.message));
async function nested() { try { await thrower(); } finally { log.push("cleanup"); } }
await nested().catch((e) => log.push("nested " + e.message));
const v = await new Promise((_, rej) => rej(new Error("rej"))).then(() => "no", (e) => "handled " + e.message);
log.push(v);
async function loop() { let s = 0; for (let i = 0; i < 5; i++) s += await i; return s; }
log.push(await loop());
const arrowAsync = async (x) => x * 2;
log.push(await arrowAsync(21));
return log;
