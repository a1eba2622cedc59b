// value: [1,2,1,2]
// log: What is your name?
// log: Hello Ada, how old are you?
// log: So Ada is 36. Correct?
// log: conversation closed
// log: {"value":"saved","done":true} {"done":true}
// log: {"value":"cancelled","done":true} {"done":true}
// log: conversation closed
// log: {"value":"cancel inside try","done":true}
// log: {"value":1,"done":false} {"value":42,"done":false} {"value":"inner-result","done":false} {"value":10,"done":false} {"value":20,"done":false} {"done":false} {"done":true} {"done":true}
// log: guarded caught minor
// log: {"value":"waiting","done":false}
// log: guarded caught fatal
// log: fatal error escaped {"done":true}
// log: fresh: before start {"done":true}
// log: TypeError Generator is already running
// log: object [object Generator] [object Generator] true
// Generators as state machines: next(value), return(), throw(), yield* with return values.
function* conversation() {
  const name = yield "What is your name?";
  const age = yield `Hello ${name}, how old are you?`;
  try {
    const confirm = yield `So ${name} is ${age}. Correct?`;
    return confirm ? "saved" : "discarded";
  } finally {
    console.log("conversation closed");
  }
}
const c = conversation();
console.log(c.next("ignored").value);
console.log(c.next("Ada").value);
console.log(c.next(36).value);
console.log(JSON.stringify(c.next(true)), JSON.stringify(c.next()));
const c2 = conversation();
c2.next();
console.log(JSON.stringify(c2.return("cancelled")), JSON.stringify(c2.next("late")));
const c3 = conversation();
c3.next();
c3.next("Bo");
c3.next(5);
console.log(JSON.stringify(c3.return("cancel inside try")));
function* inner() {
  const x = yield 1;
  yield x * 2;
  return "inner-result";
}
function* outer() {
  const r = yield* inner();
  yield r;
  const arr = yield* [10, 20];
  yield arr;
}
const o = outer();
console.log([o.next(), o.next(21), o.next(), o.next(), o.next(), o.next(), o.next(), o.next()].map((s) => JSON.stringify(s)).join(" "));
function* guarded() {
  while (true) {
    try {
      yield "waiting";
    } catch (e) {
      console.log("guarded caught", e);
      if (e === "fatal") throw new Error("fatal error escaped");
    }
  }
}
const g = guarded();
g.next();
console.log(JSON.stringify(g.throw("minor")));
try {
  g.throw("fatal");
} catch (e) {
  console.log(e.message, JSON.stringify(g.next()));
}
const fresh = guarded();
try {
  fresh.throw(new Error("before start"));
} catch (e) {
  console.log("fresh:", e.message, JSON.stringify(fresh.next()));
}
function* self() {
  yield gen.next();
}
const gen = self();
try {
  gen.next();
} catch (e) {
  console.log(e.constructor.name, e.message);
}
console.log(typeof conversation.prototype, Object.prototype.toString.call(c), String(c), c[Symbol.iterator]() === c);
function* ids() {
  let id = 0;
  while (true) {
    const reset = yield ++id;
    if (reset) id = 0;
  }
}
const idg = ids();
const taken = [idg.next().value, idg.next().value, idg.next(true).value, idg.next().value];
return taken;
