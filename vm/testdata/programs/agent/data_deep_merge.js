// value: {"features":["a","b","c"],"log":"info","retries":0,"server":{"host":null,"port":9090,"tls":{"cert":"/c.pem","enabled":true}}}
// log: {
// log:  "server": {
// log:   "port": 9090,
// log:   "host": null,
// log:   "tls": {
// log:    "enabled": true,
// log:    "cert": "/c.pem"
// log:   }
// log:  },
// log:  "features": [
// log:   "a",
// log:   "b",
// log:   "c"
// log:  ],
// log:  "log": "info",
// log:  "retries": 0
// log: }
// log: {"enabled":false} true
// log: {"a":1} undefined __proto__,a
// log: undefined undefined true ["b","c"]
// log: true {"0":9,"1":"i","a":1,"b":2}
// log: {"timeout":1000,"retry":{"count":5,"backoff":"exp"}} {"timeout":1000,"retry":{"count":2,"backoff":"exp"}}
// log: {"a":{"b":{"c":1,"d":[2]},"list":[{"name":"x"}]}} x none 2
// log: {"server.port":9090,"server.host":null,"server.tls.enabled":true,"server.tls.cert":"/c.pem","features":["a","b","c"],"log":"info","retries":0}
// log: {"x":{"y":1,"z":["a"]},"w":null}
// Deep-merging configuration objects: recursion over Object.entries, arrays replace vs concat, prototype safety.
const isPlain = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
function deepMerge(target, ...sources) {
  for (const src of sources) {
    if (!isPlain(src)) continue;
    for (const [k, v] of Object.entries(src)) {
      if (k === "__proto__" || k === "constructor") continue;
      if (isPlain(v) && isPlain(target[k])) target[k] = deepMerge({ ...target[k] }, v);
      else if (Array.isArray(v) && Array.isArray(target[k])) target[k] = [...new Set([...target[k], ...v])];
      else if (v !== undefined) target[k] = isPlain(v) ? deepMerge({}, v) : v;
    }
  }
  return target;
}
const defaults = { server: { port: 8080, host: "localhost", tls: { enabled: false } }, features: ["a", "b"], log: "info", retries: 3 };
const env = { server: { port: 9090, tls: { enabled: true, cert: "/c.pem" } }, features: ["b", "c"], log: undefined };
const cli = { retries: 0, server: { host: null } };
const merged = deepMerge({}, defaults, env, cli);
console.log(JSON.stringify(merged, null, 1));
console.log(JSON.stringify(defaults.server.tls), merged.server.tls !== env.server.tls);
const evil = JSON.parse('{"__proto__": {"polluted": true}, "a": 1}');
const safe = deepMerge({}, evil);
console.log(JSON.stringify(safe), ({}).polluted, Object.keys(evil).join(","));
const shallow = { ...defaults, ...env };
console.log(shallow.server.host, shallow.log, "log" in shallow, JSON.stringify(shallow.features));
const assignTarget = { a: 1 };
const ret = Object.assign(assignTarget, null, undefined, "hi", [9], { b: 2 });
console.log(ret === assignTarget, JSON.stringify(ret));
const withDefaults = (opts = {}) => ({ timeout: 1000, retry: { count: 2, backoff: "exp" }, ...opts, retry: { count: 2, backoff: "exp", ...opts.retry } });
console.log(JSON.stringify(withDefaults({ retry: { count: 5 } })), JSON.stringify(withDefaults()));
const setPath = (obj, path, value) => {
  const keys = path.split(".");
  keys.slice(0, -1).reduce((o, k, i) => (o[k] ??= /^\d+$/.test(keys[i + 1]) ? [] : {}), obj)[keys.at(-1)] = value;
  return obj;
};
const getPath = (obj, path, dflt) => path.split(".").reduce((o, k) => o?.[k], obj) ?? dflt;
const built = setPath(setPath(setPath({}, "a.b.c", 1), "a.list.0.name", "x"), "a.b.d", [2]);
console.log(JSON.stringify(built), getPath(built, "a.list.0.name"), getPath(built, "a.x.y", "none"), getPath(built, "a.b.d.0"));
const flatten = (obj, prefix = "") => Object.entries(obj).reduce((acc, [k, v]) => (isPlain(v) && Object.keys(v).length ? Object.assign(acc, flatten(v, `${prefix}${k}.`)) : ((acc[`${prefix}${k}`] = v), acc)), {});
console.log(JSON.stringify(flatten(merged)));
const unflatten = (flat) => Object.entries(flat).reduce((acc, [k, v]) => setPath(acc, k, v), {});
console.log(JSON.stringify(unflatten({ "x.y": 1, "x.z.0": "a", "w": null })));
return merged;
