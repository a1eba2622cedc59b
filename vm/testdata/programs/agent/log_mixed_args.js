// log: user { id: 7, name: 'Ada' } has 3 orders [ 1, 2, 3 ] null undefined true
// log: 
// log: 
// log:  leading and trailing 
// log: { id: 7, name: 'Ada' } { id: 7, name: 'Ada' }
// log: info: { level: 'info' }
// log: warn: [ 'careful' ]
// log: error: Map(1) { 'code' => 500 }
// log: debug: Symbol(dbg)
// log: multi
// log: line
// log: string { k: 'v' }
// log: 1 1 [ 1 ] [ '1' ] { '1': 1 }
// log: [] {} [ [] ] [ {} ] { a: [] } { a: {} }
// log: undefined
// log: null null
// log: template Ada 1,2 [object Object]
// log: search ok { tool: 'search', ok: true, ms: 120 }
// log: fetch failed { tool: 'fetch', ok: false, ms: 3400, error: 'timeout' }
// log: Total: 2 results [
// log:   { tool: 'search', ok: true, ms: 120 },
// log:   { tool: 'fetch', ok: false, ms: 3400, error: 'timeout' }
// log: ]
// console.log with several arguments of mixed types; other console methods.
const user = { id: 7, name: "Ada" };
console.log("user", user, "has", 3, "orders", [1, 2, 3], null, undefined, true);
console.log();
console.log("");
console.log(" leading and trailing ");
console.log(user, user);
console.info("info:", { level: "info" });
console.warn("warn:", ["careful"]);
console.error("error:", new Map([["code", 500]]));
console.debug("debug:", Symbol("dbg"));
console.log("multi\nline\nstring", { k: "v" });
console.log(1, "1", [1], ["1"], { 1: 1 });
console.log([], {}, [[]], [{}], { a: [] }, { a: {} });
console.log(undefined);
console.log(null, null);
console.log(`template ${user.name} ${[1, 2]} ${{}}`);
const results = [{ tool: "search", ok: true, ms: 120 }, { tool: "fetch", ok: false, ms: 3400, error: "timeout" }];
for (const r of results) console.log(r.tool, r.ok ? "ok" : "failed", r);
console.log("Total:", results.length, "results", results);
