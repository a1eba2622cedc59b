// log: true true deferred
// log: 42
// log: true ok
// log: TypeError: Promise resolver 5 is not a function
class Deferred extends Promise {
  constructor(executor) {
    let res;
    super((resolve, reject) => { res = resolve; executor(resolve, reject); });
    this.resolveLater = res;
    this.tag = 'deferred';
  }
}
const d = new Deferred(() => {});
console.log(d instanceof Deferred, d instanceof Promise, d.tag);
setTimeoutLike(() => d.resolveLater(42));
function setTimeoutLike(f) { Promise.resolve().then(f); }
console.log(await d);
class Timed extends Promise {}
const t = new Timed((resolve) => resolve('ok'));
console.log(t instanceof Timed, await t);
try { new Timed(5); } catch (e) { console.log(e.name + ': ' + e.message); }
