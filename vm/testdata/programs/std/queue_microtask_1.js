// value: null
// log: sync p1 q1 p2 q2 p3 q3
// log: TypeError The "callback" argument must be of type function. Received type number (1)
// log: The "callback" argument must be of type function. Received undefined
// log: The "callback" argument must be of type function. Received an instance of Object
// log: function 1 queueMicrotask
const order = [];
setTimeoutLike();
function setTimeoutLike() {
  Promise.resolve().then(() => order.push("p1"));
  queueMicrotask(() => order.push("q1"));
  Promise.resolve().then(() => order.push("p2")).then(() => order.push("p3"));
  queueMicrotask(() => { order.push("q2"); queueMicrotask(() => order.push("q3")); });
  order.push("sync");
}
await null; await null; await null;
console.log(order.join(" "));
try { queueMicrotask(1); } catch (e) { console.log(e.name, e.message); }
try { queueMicrotask(); } catch (e) { console.log(e.message); }
try { queueMicrotask({}); } catch (e) { console.log(e.message); }
console.log(typeof queueMicrotask, queueMicrotask.length, queueMicrotask.name);
