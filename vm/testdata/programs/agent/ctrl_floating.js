// value: {"a":"caught outside: escaped try","b":"caught inside: stayed in try","reduced":6,"total":6}
// log: caught outside: escaped try | caught inside: stayed in try
// log: 3 true [ 2, 4, 6 ]
// log: 6 6
// log: after forEach, forEach 1, forEach 2, forEach 3, withAwait finally, background fast done
// Fire-and-forget async work: forEach(async), return vs return await in try/catch, late logs.
const log = [];
[1, 2, 3].forEach(async (n) => {
  await null;
  log.push(`forEach ${n}`);
});
log.push("after forEach");
async function noAwait() {
  try {
    return Promise.reject(new Error("escaped try"));
  } catch (e) {
    return "caught inside";
  }
}
async function withAwait() {
  try {
    return await Promise.reject(new Error("stayed in try"));
  } catch (e) {
    return "caught inside: " + e.message;
  } finally {
    log.push("withAwait finally");
  }
}
const a = await noAwait().catch((e) => "caught outside: " + e.message);
const b = await withAwait();
console.log(a, "|", b);
const mapped = [1, 2, 3].map(async (n) => n * 2);
console.log(mapped.length, mapped[0] instanceof Promise, await Promise.all(mapped));
let total = 0;
for (const n of [1, 2, 3]) {
  total += await Promise.resolve(n);
}
const reduced = await [1, 2, 3].reduce(async (acc, n) => (await acc) + n, 0);
console.log(total, reduced);
async function background(label, ticks) {
  for (let i = 0; i < ticks; i++) await null;
  log.push(`background ${label} done`);
}
background("fast", 1);
background("slow", 6);
await null;
await null;
console.log(log.join(", "));
return { a, b, total, reduced };
