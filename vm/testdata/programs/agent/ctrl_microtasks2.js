// value: {"caught":"RangeError/thenable rejected","loopLog":["x0","y0","x1","y1","tick T","x2","y done","x done"],"order":["sync","thenable.then called","3:v","thenable.then called","1:from thenable","5:from thenable","2:p","4:nested"]}
// log: [
// log:   'sync',
// log:   'thenable.then called',
// log:   '3:v',
// log:   'thenable.then called',
// log:   '1:from thenable',
// log:   '5:from thenable',
// log:   '2:p',
// log:   '4:nested'
// log: ]
// log: x0,y0,x1,y1,tick T,x2,y done,x done
// log: 1 RangeError/thenable rejected
// Thenables, resolving with promises, and await in loops.
const order = [];
const thenable = {
  then(resolve) {
    order.push("thenable.then called");
    resolve("from thenable");
  },
};
async function returnsThenable() {
  return thenable;
}
async function returnsPromise() {
  return Promise.resolve("p");
}
async function returnsValue() {
  return "v";
}
const p1 = returnsThenable().then((v) => order.push("1:" + v));
const p2 = returnsPromise().then((v) => order.push("2:" + v));
const p3 = returnsValue().then((v) => order.push("3:" + v));
const p4 = new Promise((r) => r(Promise.resolve("nested"))).then((v) => order.push("4:" + v));
const p5 = Promise.resolve(thenable).then((v) => order.push("5:" + v));
order.push("sync");
await Promise.all([p1, p2, p3, p4, p5]);
console.log(order);
const loopLog = [];
const tick = (label) => Promise.resolve().then(() => loopLog.push("tick " + label));
async function loop(name, n) {
  for (let i = 0; i < n; i++) {
    loopLog.push(`${name}${i}`);
    await i;
  }
  loopLog.push(name + " done");
}
await Promise.all([loop("x", 3), loop("y", 2), tick("T")]);
console.log(loopLog.join(","));
const awaitedThenable = await { then(r, j) { j(new RangeError("thenable rejected")); } }.then ? await Promise.resolve(1) : 0;
let caught;
try {
  await { then(_, reject) { reject(new RangeError("thenable rejected")); } };
} catch (e) {
  caught = `${e.name}/${e.message}`;
}
console.log(awaitedThenable, caught);
return { order, loopLog, caught };
