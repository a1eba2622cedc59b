// value: ["replicas","labels.team","labels.tier","owner","extra"]
// log: [{"op":"replace","path":"replicas","from":3,"value":5},{"op":"remove","path":"labels.team"},{"op":"add","path":"labels.tier","value":"web"},{"op":"replace","path":"owner","from":null},{"op":"add","path":"extra"}]
// log: 5 replace,remove,add,replace,add
// log: true false true false false
// log: true false
// log: {"replace":2,"remove":1,"add":2}
// log: +e -a,c bd
// log: {"changed":[3],"gone":[1],"fresh":[4]}
// log: {"id":1,"name":"svc","replicas":5,"labels":{"env":"prod","tier":"web"},"ports":[80,443]} true
// Diffing two snapshots of a record set: added/removed/changed keys, deep equality, JSON patch-like output.
const before = { id: 1, name: "svc", replicas: 3, labels: { env: "prod", team: "a" }, ports: [80, 443], owner: null };
const after = { id: 1, name: "svc", replicas: 5, labels: { env: "prod", tier: "web" }, ports: [80, 443], extra: undefined, owner: undefined };
const isObj = (v) => v !== null && typeof v === "object";
const deepEqual = (a, b) => {
  if (Object.is(a, b)) return true;
  if (!isObj(a) || !isObj(b) || Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a), kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => Object.hasOwn(b, k) && deepEqual(a[k], b[k]));
};
function diff(a, b, path = "") {
  const out = [];
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  for (const k of keys) {
    const p = path ? `${path}.${k}` : k;
    if (!(k in b)) out.push({ op: "remove", path: p });
    else if (!(k in a)) out.push({ op: "add", path: p, value: b[k] });
    else if (isObj(a[k]) && isObj(b[k]) && !Array.isArray(a[k])) out.push(...diff(a[k], b[k], p));
    else if (!deepEqual(a[k], b[k])) out.push({ op: "replace", path: p, from: a[k], value: b[k] });
  }
  return out;
}
const changes = diff(before, after);
console.log(JSON.stringify(changes));
console.log(changes.length, changes.map((c) => c.op).join(","));
console.log(deepEqual([1, [2, { a: 3 }]], [1, [2, { a: 3 }]]), deepEqual({ a: 1 }, { a: 1, b: undefined }), deepEqual(NaN, NaN), deepEqual(0, -0), deepEqual([], {}));
console.log(JSON.stringify(before) === JSON.stringify({ ...before }), JSON.stringify({ b: 1, a: 2 }) === JSON.stringify({ a: 2, b: 1 }));
const summary = changes.reduce((acc, { op }) => ({ ...acc, [op]: (acc[op] ?? 0) + 1 }), {});
console.log(JSON.stringify(summary));
const listA = ["a", "b", "c", "d"], listB = ["b", "d", "e"];
const added = listB.filter((x) => !listA.includes(x)), removed = listA.filter((x) => !listB.includes(x));
console.log(`+${added.join(",")} -${removed.join(",")}`, listA.filter((x) => listB.includes(x)).join(""));
const recsA = [{ id: 1, v: "x" }, { id: 2, v: "y" }, { id: 3, v: "z" }];
const recsB = [{ id: 2, v: "y" }, { id: 3, v: "Z" }, { id: 4, v: "w" }];
const mapA = new Map(recsA.map((r) => [r.id, r])), mapB = new Map(recsB.map((r) => [r.id, r]));
const changed = [...mapB].filter(([id, r]) => mapA.has(id) && !deepEqual(mapA.get(id), r)).map(([id]) => id);
const gone = [...mapA.keys()].filter((id) => !mapB.has(id));
const fresh = [...mapB.keys()].filter((id) => !mapA.has(id));
console.log(JSON.stringify({ changed, gone, fresh }));
const applyPatch = (obj, ops) => {
  const copy = structuredClone(obj);
  for (const { op, path, value } of ops) {
    const parts = path.split(".");
    const last = parts.pop();
    const parent = parts.reduce((o, k) => (o[k] ??= {}), copy);
    if (op === "remove") delete parent[last]; else parent[last] = value;
  }
  return copy;
};
const patched = applyPatch(before, changes);
console.log(JSON.stringify(patched), deepEqual(JSON.parse(JSON.stringify(patched)), JSON.parse(JSON.stringify(after))));
return changes.map((c) => c.path);
