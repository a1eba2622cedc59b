// value: ["gen finally",1,"return called",3,"gen finally","gen finally"]
const log = [];
function* g() { try { yield 1; yield 2; } finally { log.push("gen finally"); } }
function first() { for (const x of g()) { return x; } }
log.push(first());
const it = { [Symbol.iterator]() { return { i: 0, next() { return { value: this.i++, done: false }; }, return() { log.push("return called"); return {}; } }; } };
function find() { for (const v of it) { if (v === 3) return v; } }
log.push(find());
for (const a of [1, 2]) { for (const b of g()) { if (b === 1) break; } }
return log;
