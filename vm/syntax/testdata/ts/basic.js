// The JavaScript basic.ts means.
const users = (await tools.users.list({ limit: 10 }));
const first = users[0];
const ids = users.map((u) => u.id);

function pick(xs, n = 2) {
  return xs.slice(0, n);
}

let config = { retries: 3, verbose: false };
const total = ids.length + (config.retries);

if (!first) {
  return null;
}
return { first: first.name, picked: pick(users).length, total };
