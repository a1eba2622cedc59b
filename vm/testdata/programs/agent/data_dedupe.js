// value: ["ann@example.com","bob@example.com","carl@example.com"]
// log: ann@example.com,bob@example.com,carl@example.com
// log: Ann,Bob,Carl
// log: Ann B.,Bobby,Carl 3
// log: [["Ann B.",5],["Bobby",4],["Carl",2]]
// log: Ann|Bob|Carl
// log: 8 [1,"1",null,0,null,null,true,"true"] false
// log: 2 [{"a":1,"b":2},{"b":2,"a":1}]
// log: 1
// log: [["example.com",5]] {"example.com":5}
// log: ["x","y","x"] ["x","y"]
// Deduplicating records: Set of primitives, by key with Map (first vs last wins), by JSON signature.
const contacts = [
  { email: "Ann@Example.com", name: "Ann", updated: 3 },
  { email: "bob@example.com", name: "Bob", updated: 1 },
  { email: "ann@example.com", name: "Ann B.", updated: 5 },
  { email: "carl@example.com", name: "Carl", updated: 2 },
  { email: "BOB@example.com", name: "Bobby", updated: 4 },
];
const uniqEmails = [...new Set(contacts.map((c) => c.email.toLowerCase()))];
console.log(uniqEmails.join(","));
const firstWins = new Map();
for (const c of contacts) {
  const k = c.email.toLowerCase();
  if (!firstWins.has(k)) firstWins.set(k, c);
}
console.log([...firstWins.values()].map((c) => c.name).join(","));
const lastWins = new Map(contacts.map((c) => [c.email.toLowerCase(), c]));
console.log([...lastWins.values()].map((c) => c.name).join(","), lastWins.size);
const newest = Object.values(
  contacts.reduce((acc, c) => {
    const k = c.email.toLowerCase();
    if (!acc[k] || acc[k].updated < c.updated) acc[k] = c;
    return acc;
  }, {})
);
console.log(JSON.stringify(newest.map((c) => [c.name, c.updated])));
const filtered = contacts.filter((c, i, arr) => arr.findIndex((d) => d.email.toLowerCase() === c.email.toLowerCase()) === i);
console.log(filtered.map((c) => c.name).join("|"));
const mixed = [1, "1", 1.0, NaN, NaN, 0, -0, null, undefined, null, true, "true"];
const mixedSet = new Set(mixed);
console.log(mixedSet.size, JSON.stringify([...mixedSet]), Object.is([...mixedSet][5], 0));
const objs = [{ a: 1, b: 2 }, { b: 2, a: 1 }, { a: 1, b: 2 }];
const bySig = [...new Map(objs.map((o) => [JSON.stringify(o), o])).values()];
console.log(bySig.length, JSON.stringify(bySig));
const sortedSig = (o) => JSON.stringify(Object.keys(o).sort().map((k) => [k, o[k]]));
console.log(new Set(objs.map(sortedSig)).size);
const counts = contacts.map((c) => c.email.split("@")[1].toLowerCase()).reduce((m, d) => m.set(d, (m.get(d) || 0) + 1), new Map());
console.log(JSON.stringify([...counts]), JSON.stringify(Object.fromEntries(counts)));
const dupes = ["x", "y", "x", "z", "y", "x"].filter((v, i, a) => a.indexOf(v) !== i);
console.log(JSON.stringify(dupes), JSON.stringify([...new Set(dupes)]));
return uniqEmails;
