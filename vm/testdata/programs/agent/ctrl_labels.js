// value: {"collatz":["1:0","2:1","3:7","4:2","5:5","6:8"],"handled":["start","/","data","/","data","/","error@4"],"picked":["a1","a2","a3","c7"]}
// log: a1 a2 a3 c7
// log: start/data/data/error@4
// log: returned at 2,0 00ff10fff
// log: 1:0,2:1,3:7,4:2,5:5,6:8
// log: found beta
// log: {"value":1,"first":1,"second":3} null
// Labeled statements across loop kinds, switch inside loops, continue in do-while, and finally with jumps.
const matrix = { a: [1, 2, 3], b: [4, 5, 6], c: [7, 8, 9] };
const picked = [];
keys: for (const key in matrix) {
  let i = 0;
  do {
    const v = matrix[key][i];
    if (v % 4 === 0) continue keys;
    if (v === 8) break keys;
    picked.push(`${key}${v}`);
  } while (++i < matrix[key].length);
}
console.log(picked.join(" "));
const events = ["start", "data", "skip", "data", "error", "data", "end"];
const handled = [];
loop: for (let i = 0; i < events.length; i++) {
  switch (events[i]) {
    case "skip":
      continue loop;
    case "error":
      handled.push("error@" + i);
      i++;
      continue;
    case "end":
      break loop;
    default:
      handled.push(events[i]);
  }
  handled.push("/");
}
console.log(handled.join(""));
const trace = [];
function withFinally() {
  outer: for (let i = 0; i < 3; i++) {
    for (let j = 0; j < 3; j++) {
      try {
        if (j === 1) continue outer;
        if (i === 2) return `returned at ${i},${j}`;
        trace.push(`${i}${j}`);
      } finally {
        trace.push("f");
      }
    }
  }
  return "loop ended";
}
console.log(withFinally(), trace.join(""));
let n = 0;
const collatz = [];
count: while (true) {
  n++;
  let x = n;
  let steps = 0;
  while (x !== 1) {
    x = x % 2 ? 3 * x + 1 : x / 2;
    if (++steps > 15) continue count;
  }
  collatz.push(`${n}:${steps}`);
  if (collatz.length === 6) break;
}
console.log(collatz.join(","));
found: {
  for (const word of ["alpha", "beta", "gamma"]) {
    if (word.includes("et")) {
      console.log("found", word);
      break found;
    }
  }
  console.log("not found");
}
function firstDuplicate(list) {
  let result = null;
  scan: for (let i = 0; i < list.length; i++) {
    for (let j = 0; j < i; j++) {
      if (list[i] === list[j]) {
        result = { value: list[i], first: j, second: i };
        break scan;
      }
    }
  }
  return result;
}
console.log(JSON.stringify(firstDuplicate([3, 1, 4, 1, 5, 9, 2, 6, 5])), firstDuplicate([1, 2]));
return { picked, handled, collatz };
