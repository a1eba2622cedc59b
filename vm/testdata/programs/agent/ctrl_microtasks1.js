// value: ["a1","c1","sync end","t1","a2","b1","qm","t2","b2","t3","a3","c then c-value","t4","after pa","after pc"]
// log: a1 | c1 | sync end | t1 | a2 | b1 | qm | t2 | b2 | t3 | a3 | c then c-value | t4 | after pa | after pc
// Exact microtask interleaving between async functions, then-chains and awaits.
const log = [];
async function a() {
  log.push("a1");
  await null;
  log.push("a2");
  await b();
  log.push("a3");
}
async function b() {
  log.push("b1");
  await undefined;
  log.push("b2");
}
async function c() {
  log.push("c1");
  return Promise.resolve("c-value");
}
Promise.resolve().then(() => log.push("t1")).then(() => log.push("t2")).then(() => log.push("t3")).then(() => log.push("t4"));
const pa = a();
const pc = c().then((v) => log.push("c then " + v));
queueMicrotask(() => log.push("qm"));
log.push("sync end");
await pa;
log.push("after pa");
await pc;
log.push("after pc");
console.log(log.join(" | "));
return log;
