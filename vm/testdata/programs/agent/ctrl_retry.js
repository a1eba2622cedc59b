// value: {"delays":[100,200],"v":"job:done after 3"}
// log: attempt 1 failed: transient #1 (TransientError); waiting 100ms
// log: finally after attempt 1
// log: attempt 2 failed: transient #2 (TransientError); waiting 200ms
// log: finally after attempt 2
// log: finally after attempt 2
// log: job:done after 3 [100,200]
// log: attempt 1 failed: transient #1 (TransientError); waiting 50ms
// log: finally after attempt 1
// log: attempt 2 failed: transient #2 (TransientError); waiting 100ms
// log: finally after attempt 2
// log: finally after attempt 2
// log: gave up: TransientError: transient #3 [ 50, 100 ]
// log: attempt 1 failed: transient #1 (TransientError); waiting 100ms
// log: finally after attempt 1
// log: finally after attempt 1
// log: fatal: FatalError fatal on call 2 true true [ 100 ]
// Retry with exponential backoff counters, try/catch/finally and attempts bookkeeping.
class TransientError extends Error {
  constructor(message, attempt) {
    super(message);
    this.name = "TransientError";
    this.attempt = attempt;
  }
}
class FatalError extends Error {
  name = "FatalError";
}
function makeFlaky(failures, fatalAt = -1) {
  let calls = 0;
  return async function flaky(input) {
    calls++;
    if (calls === fatalAt) throw new FatalError(`fatal on call ${calls}`);
    if (calls <= failures) throw new TransientError(`transient #${calls}`, calls);
    return `${input}:done after ${calls}`;
  };
}
async function retry(fn, { retries = 3, base = 100 } = {}) {
  const delays = [];
  let attempt = 0;
  for (;;) {
    try {
      const v = await fn("job");
      return { v, delays };
    } catch (err) {
      if (!(err instanceof TransientError) || attempt >= retries) {
        err.delays = delays;
        throw err;
      }
      const delay = base * 2 ** attempt;
      delays.push(delay);
      console.log(`attempt ${attempt + 1} failed: ${err.message} (${err.name}); waiting ${delay}ms`);
      attempt++;
    } finally {
      console.log("finally after attempt", attempt);
    }
  }
}
const a = await retry(makeFlaky(2));
console.log(a.v, JSON.stringify(a.delays));
try {
  await retry(makeFlaky(10), { retries: 2, base: 50 });
} catch (e) {
  console.log("gave up:", String(e), e.delays);
}
try {
  await retry(makeFlaky(1, 2));
} catch (e) {
  console.log("fatal:", e.name, e.message, e instanceof FatalError, e instanceof Error, e.delays);
}
return a;
