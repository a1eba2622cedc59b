// value: ["init","test","test","test","[[0,0],[1,0],[2,0]]"]
// A for loop's let bindings: closures made by the initializer keep the
// initial copy; every iteration (the first one too) has its own copy.
let probeInit, probeTest, probeBody, probeUpdate;
let run = true;
for (let x = "init", _ = (probeInit = () => x); run && ((x = "test"), (probeTest = () => x)); probeUpdate = () => x) {
  probeBody = () => x;
  run = false;
}
const out = [probeInit(), probeTest(), probeBody(), probeUpdate()];
const fs = [];
for (let i = 0, first = () => i; i < 3; i++) fs.push(() => [i, first()]);
out.push(JSON.stringify(fs.map((f) => f())));
return out;
