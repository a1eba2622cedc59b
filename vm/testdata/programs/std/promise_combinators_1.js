// value: null
// log: [ 1, 'a', 2 ]
// log: [ 'fulfilled:ok', 'rejected:bad', 'fulfilled:3' ]
// log: fast y
// log: AggregateError All promises were rejected [ 'e1', 'e2' ]
// log: all rejected: boom
// log: [] [] [ 'a', 'b' ]
// log: 2 [ 'finally' ]
// log: thenable! thenable!
// log: AggregateError All promises were rejected []
const log = [];
const delay = (v, fail) => new Promise((res, rej) => Promise.resolve().then(() => (fail ? rej(new Error(v)) : res(v))));
console.log(await Promise.all([1, delay("a"), Promise.resolve(2)]));
console.log((await Promise.allSettled([delay("ok"), delay("bad", true), 3])).map((r) => r.status + ":" + (r.value ?? r.reason.message)));
console.log(await Promise.race([delay("slow"), "fast"]), await Promise.any([delay("x", true), delay("y")]));
try { await Promise.any([delay("e1", true), Promise.reject(new TypeError("e2"))]); } catch (e) { console.log(e.constructor.name, e.message, e.errors.map((x) => x.message)); }
try { await Promise.all([delay("fine"), delay("boom", true)]); } catch (e) { console.log("all rejected:", e.message); }
console.log(await Promise.all([]), await Promise.allSettled([]), await Promise.all("ab"));
const p = Promise.resolve(1).finally(() => log.push("finally")).then((v) => v + 1); console.log(await p, log);
const thenable = { then(r) { r("thenable!"); } }; console.log(await thenable, await Promise.resolve(thenable));
try { await Promise.any([]); } catch (e) { console.log(e.name, e.message, e.errors); }
