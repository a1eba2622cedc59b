// value: ["f1 start","f2 start","arrow start","f2 mid","finally 1","then A","then B","thenable called","caught x","async finally","f2 end","catch r","nested A","then A2","then B2","arrow got T","race race1","f1 end","finally r","then B3","resolved with promise inner","all done","main after p2","main end"]
const log = [];
const push = (x) => log.push(x);
async function f1() { push("f1 start"); await f2(); push("f1 end"); }
async function f2() { push("f2 start"); await null; push("f2 mid"); await Promise.resolve(); push("f2 end"); return "f2"; }
const p0 = f1();
const p1 = Promise.resolve(1).finally(() => push("finally 1"));
const p2 = Promise.reject(new Error("r")).then(() => push("never")).catch(() => push("catch r")).finally(() => push("finally r"));
Promise.resolve().then(() => { push("then A"); Promise.resolve().then(() => push("nested A")); }).then(() => push("then A2"));
Promise.resolve().then(() => push("then B")).then(() => push("then B2")).then(() => push("then B3"));
const thenable = { then(r) { push("thenable called"); r("T"); } };
(async () => { push("arrow start"); const v = await thenable; push("arrow got " + v); })();
new Promise((res) => res(Promise.resolve("inner"))).then((v) => push("resolved with promise " + v));
Promise.all([p0, p1]).then(() => push("all done"));
Promise.race([new Promise((r) => r("race1")), "race2"]).then((v) => push("race " + v));
(async () => { try { await Promise.reject("x"); } catch (e) { push("caught " + e); } finally { push("async finally"); } })();
await p2;
push("main after p2");
for (let i = 0; i < 10; i++) await undefined;
push("main end");
return log;
