// value: ["async start","executor","sync end","p1","after await 1","then v","main resumed","p2","after await 2","main done"]
const log = [];
Promise.resolve().then(() => log.push("p1")).then(() => log.push("p2"));
queueLike();
async function queueLike() {
  log.push("async start");
  await null;
  log.push("after await 1");
  await new Promise((r) => r());
  log.push("after await 2");
}
new Promise((resolve) => { log.push("executor"); resolve("v"); }).then((v) => log.push("then " + v));
log.push("sync end");
await Promise.resolve();
log.push("main resumed");
await new Promise((r) => r());
await null;
await null;
log.push("main done");
return log;
