// value: ["a1","b1","a2","thenable.then","caught x","first","second","t1","thenable resolved T","finally","passthrough 1","t2","rp","t3","t4"]
const log = [];
async function a() { log.push("a1"); await b(); log.push("a2"); }
async function b() { log.push("b1"); }
const thenable = { then(res) { log.push("thenable.then"); res("T"); } };
a();
Promise.resolve(thenable).then((v) => log.push("thenable resolved " + v));
Promise.reject(new Error("x")).catch((e) => log.push("caught " + e.message)).finally(() => log.push("finally"));
Promise.resolve(1).then(2).then((v) => log.push("passthrough " + v));
const p = Promise.resolve("shared");
p.then(() => log.push("first")); p.then(() => log.push("second"));
async function returnsPromise() { return Promise.resolve("rp"); }
returnsPromise().then((v) => log.push(v));
Promise.resolve().then(() => log.push("t1")).then(() => log.push("t2")).then(() => log.push("t3")).then(() => log.push("t4"));
for (let i = 0; i < 6; i++) await null;
return log;
