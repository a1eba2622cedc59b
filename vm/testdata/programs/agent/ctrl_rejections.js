// value: {"labels":["ok fetch","Error parse failed","string store failed (string)","object {\"code\":42,\"step\":\"notify\"}","undefined reason"],"late":"handled late","outcome":{"err":"pipeline: two failed"}}
// log: [
// log:   'ok fetch',
// log:   'Error parse failed',
// log:   'string store failed (string)',
// log:   'object {"code":42,"step":"notify"}',
// log:   'undefined reason'
// log: ]
// log: { err: 'pipeline: two failed' }
// log: [ 'x', null, 'z' ] [ 'y failed' ]
// log: handled late
// log: s3
// log: AggregateError all strategies failed [ 's1 failed', 'nope' ]
// log: [{"code":42,"step":"q"},"r"]
// Rejection handling without unhandled rejections: late catch, rethrow chains, non-Error reasons.
async function step(name, fail) {
  await null;
  if (fail === "string") throw `${name} failed (string)`;
  if (fail === "object") throw { code: 42, step: name };
  if (fail === "undefined") throw undefined;
  if (fail) throw new Error(`${name} failed`);
  return name;
}
const tasks = [
  step("fetch"),
  step("parse", true),
  step("store", "string"),
  step("notify", "object"),
  step("audit", "undefined"),
];
const labels = [];
for (const t of tasks) {
  try {
    labels.push("ok " + (await t));
  } catch (reason) {
    if (reason instanceof Error) labels.push("Error " + reason.message);
    else if (typeof reason === "string") labels.push("string " + reason);
    else if (reason === undefined) labels.push("undefined reason");
    else labels.push("object " + JSON.stringify(reason));
  }
}
console.log(labels);
async function pipeline() {
  try {
    const a = await step("one");
    const b = await step("two", true);
    return [a, b];
  } catch (e) {
    e.message = "pipeline: " + e.message;
    throw e;
  }
}
const outcome = await pipeline().then(
  (v) => ({ ok: v }),
  (e) => ({ err: e.message })
);
console.log(outcome);
const errs = [];
const wrapped = await Promise.all(
  ["x", "y", "z"].map((n, i) =>
    step(n, i === 1).catch((e) => {
      errs.push(e.message);
      return null;
    })
  )
);
console.log(wrapped, errs);
const p = Promise.reject(new Error("late"));
await null;
const late = await p.catch((e) => "handled " + e.message);
console.log(late);
async function firstSuccess(fns) {
  const failures = [];
  for (const fn of fns) {
    try {
      return await fn();
    } catch (e) {
      failures.push(e instanceof Error ? e.message : String(e));
    }
  }
  throw new AggregateError(failures, "all strategies failed");
}
console.log(await firstSuccess([() => step("s1", true), () => step("s2", "string"), () => step("s3")]));
try {
  await firstSuccess([() => step("s1", true), async () => { throw "nope"; }]);
} catch (e) {
  console.log(e.name, e.message, e.errors);
}
const reasons = await Promise.allSettled([step("q", "object"), step("r")]).then((rs) => rs.map((r) => r.reason ?? r.value));
console.log(JSON.stringify(reasons));
return { labels, outcome, late };
