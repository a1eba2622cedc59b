// value: {"codes":["success+no-error","missing+default+server"],"found":[1,1],"w":4}
// log: found [ 1, 1 ]
// log: odd prefixes [ 1, 7 ]
// log: [
// log:   'success+no-error',
// log:   'success+no-error',
// log:   'no-error',
// log:   'missing+default+server',
// log:   'server',
// log:   'default+server'
// log: ]
// log: block scoped in case
// log: [ 3, 3, 3 ] [ 0, 1, 2 ] [ 0, 1, 2 ]
// log: 3 1
// log: 4 6
// log: [ 'p', 'q' ]
// Labeled break/continue, switch fall-through, closures in loops (let vs var).
const grid = [
  [1, 2, 3],
  [4, -5, 6],
  [7, 8, 9],
];
let found = null;
outer: for (let r = 0; r < grid.length; r++) {
  for (let c = 0; c < grid[r].length; c++) {
    if (grid[r][c] < 0) {
      found = [r, c];
      break outer;
    }
  }
}
console.log("found", found);
const skipped = [];
rows: for (const row of grid) {
  for (const v of row) {
    if (v % 2 === 0) continue rows;
    skipped.push(v);
  }
}
console.log("odd prefixes", skipped);
function classify(code) {
  const tags = [];
  switch (code) {
    case 200:
    case 201:
      tags.push("success");
    case 204:
      tags.push("no-error");
      break;
    case 404:
      tags.push("missing");
    default:
      tags.push("default");
    case 500:
      tags.push("server");
  }
  return tags.join("+");
}
console.log([200, 201, 204, 404, 500, 302].map(classify));
switch (true) {
  case "x" > "y":
    console.log("wrong");
    break;
  case 1 + 1 === 2: {
    const scoped = "block scoped in case";
    console.log(scoped);
  }
}
const varFns = [];
for (var i = 0; i < 3; i++) varFns.push(() => i);
const letFns = [];
for (let j = 0; j < 3; j++) letFns.push(() => j);
const mutated = [];
for (let k = 0; k < 3; k++) {
  mutated.push(() => k);
  k += 0;
}
console.log(varFns.map((f) => f()), letFns.map((f) => f()), mutated.map((f) => f()));
const counters = {};
for (const name of ["a", "b"]) {
  let n = 0;
  counters[name] = () => ++n;
}
counters.a();
counters.a();
console.log(counters.a(), counters.b());
let w = 0;
do {
  w++;
  if (w === 2) continue;
} while (w < 4);
block: {
  if (w === 4) break block;
  console.log("unreachable");
}
let iters = 0;
while (true) {
  if (++iters > 5) break;
}
console.log(w, iters);
const fnsInForIn = [];
for (const key in { p: 1, q: 2 }) fnsInForIn.push(() => key);
console.log(fnsInForIn.map((f) => f()));
return { found, codes: [200, 404].map(classify), w };
