// value: {"levels":{"ERROR":1,"INFO":3,"WARN":1},"paths":["/users/:id","/orders"],"span":4.377}
// log: parsed 5 skipped 1
// log: { INFO: 3, WARN: 1, ERROR: 1 }
// log: latency min/max 3 48 avg 18.0
// log: [ '/users/:id', '/orders' ]
// log: [ 'query failed: timeout after 5000ms' ]
// log: span 4.377s
// log: timeout 5000 string
// Parse server log lines with named groups and summarise.
const log = `2024-03-05T10:00:01.123Z INFO  [api] GET /users/42 200 12ms
2024-03-05T10:00:02.456Z WARN  [api] GET /users/43 404 3ms
2024-03-05T10:00:03.789Z ERROR [db] query failed: timeout after 5000ms
2024-03-05T10:00:04.000Z INFO  [api] POST /orders 201 48ms
garbage line here
2024-03-05T10:00:05.500Z INFO  [api] GET /users/42 200 9ms`;
const lineRe = /^(?<ts>\d{4}-\d{2}-\d{2}T[\d:.]+Z)\s+(?<level>[A-Z]+)\s+\[(?<svc>\w+)\]\s+(?<msg>.*)$/;
const reqRe = /^(?<method>GET|POST|PUT|DELETE) (?<path>\S+) (?<status>\d{3}) (?<ms>\d+)ms$/;
const entries = [];
let skipped = 0;
for (const line of log.split("\n")) {
  const m = line.match(lineRe);
  if (!m) { skipped++; continue; }
  const { ts, level, svc, msg } = m.groups;
  const req = reqRe.exec(msg);
  entries.push({ ts: new Date(ts).getTime(), level, svc, ...(req ? { ...req.groups, ms: +req.groups.ms } : { msg }) });
}
console.log("parsed", entries.length, "skipped", skipped);
const levels = {};
for (const e of entries) levels[e.level] = (levels[e.level] ?? 0) + 1;
console.log(levels);
const reqs = entries.filter(e => e.method);
const p = reqs.map(e => e.ms).sort((a, b) => a - b);
console.log("latency min/max", p[0], p.at(-1), "avg", (p.reduce((a, b) => a + b) / p.length).toFixed(1));
const paths = [...new Set(reqs.map(e => e.path.replace(/\/\d+(?=\/|$)/g, "/:id")))];
console.log(paths);
const errors = entries.filter(e => e.level === "ERROR").map(e => e.msg);
console.log(errors);
const span = (entries.at(-1).ts - entries[0].ts) / 1000;
console.log(`span ${span}s`);
const timeout = errors[0].match(/timeout after (\d+)ms/)?.[1];
console.log("timeout", timeout, typeof timeout);
return { levels, paths, span };
