// value: {"counter":1111,"f2":"finally wins"}
// log: f1 finally
// log: f4 finally 0
// log: f4 finally 1
// log: f4 finally 2
// log: f4 finally 3
// log: try finally wins f4 done
// log: caught from finally
// log: TypeError async finally error
// log: AggregateError several failed 3 b root AggregateError: several failed true
// log: true [] [ 1, 2 ]
// log: 1 of 2 failed [ 'Error: x' ]
// log: inner111 1111
// log: finally on labeled break
// AggregateError.errors, errors thrown from finally, return overridden by finally.
function f1() {
  try {
    return "try";
  } finally {
    console.log("f1 finally");
  }
}
function f2() {
  try {
    throw new Error("from try");
  } finally {
    return "finally wins";
  }
}
function f3() {
  try {
    throw new Error("original");
  } catch (e) {
    throw new Error("from catch: " + e.message);
  } finally {
    throw new Error("from finally");
  }
}
function f4() {
  for (let i = 0; i < 5; i++) {
    try {
      if (i === 1) continue;
      if (i === 3) break;
    } finally {
      console.log("f4 finally", i);
    }
  }
  return "f4 done";
}
console.log(f1(), f2(), f4());
try {
  f3();
} catch (e) {
  console.log("caught", e.message);
}
async function af() {
  try {
    await Promise.reject(new Error("async original"));
  } finally {
    await null;
    throw new TypeError("async finally error");
  }
}
try {
  await af();
} catch (e) {
  console.log(e.name, e.message);
}
const agg = new AggregateError([new Error("a"), "b", 3], "several failed", { cause: "root" });
console.log(agg.name, agg.message, agg.errors.length, agg.errors[1], agg.cause, String(agg), agg instanceof Error);
console.log(Array.isArray(agg.errors), Object.keys(agg), new AggregateError(new Set([1, 2])).errors);
const results = await Promise.allSettled([Promise.reject(new Error("x")), Promise.resolve(1)]);
const failures = results.filter((r) => r.status === "rejected").map((r) => r.reason);
if (failures.length) {
  const all = new AggregateError(failures, `${failures.length} of ${results.length} failed`);
  console.log(all.message, all.errors.map(String));
}
let counter = 0;
function nested() {
  try {
    try {
      counter++;
      throw new Error("inner");
    } finally {
      counter += 10;
    }
  } catch (e) {
    counter += 100;
    return e.message + counter;
  } finally {
    counter += 1000;
  }
}
console.log(nested(), counter);
label: try {
  break label;
} finally {
  console.log("finally on labeled break");
}
return { f2: f2(), counter };
