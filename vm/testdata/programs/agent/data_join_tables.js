// value: [{"name":"Ann","points":11,"tickets":["T1","T3"]},{"name":"Bob","points":5,"tickets":["T2"]},{"name":"Cy","points":0,"tickets":[]},{"name":"Di","points":0,"tickets":[]}]
// log: [{"id":1,"name":"Ann","teamId":10,"team":"Core"},{"id":2,"name":"Bob","teamId":20,"team":"Infra"},{"id":3,"name":"Cy","teamId":99,"team":null},{"id":4,"name":"Di","team":null}]
// log: [{"user":"Ann","team":"Core"},{"user":"Bob","team":"Infra"}]
// log: Core:Ann, Infra:?, Empty:?
// log: [[1,11],[2,5],[7,1]]
// log: [{"name":"Ann","points":11,"tickets":["T1","T3"]},{"name":"Bob","points":5,"tickets":["T2"]},{"name":"Cy","points":0,"tickets":[]},{"name":"Di","points":0,"tickets":[]}]
// log: [ 'T4' ] true true true
// log: {"Core":["Ann"],"Infra":["Bob"],"Empty":[]}
// log: Empty
// log: {"ann":1,"bob":2,"cy":3,"di":4}
// log: {"10":[1],"20":[2],"99":[3],"none":[4]}
// log: 1,2 7 5
// Joining two tool results by id: Map lookups, left/inner joins, missing references, merging with spread.
const users = [
  { id: 1, name: "Ann", teamId: 10 },
  { id: 2, name: "Bob", teamId: 20 },
  { id: 3, name: "Cy", teamId: 99 },
  { id: 4, name: "Di" },
];
const teams = [{ id: 10, name: "Core", lead: 1 }, { id: 20, name: "Infra", lead: 5 }, { id: 30, name: "Empty" }];
const tickets = [
  { id: "T1", assignee: 1, points: 3 },
  { id: "T2", assignee: 2, points: 5 },
  { id: "T3", assignee: 1, points: 8 },
  { id: "T4", assignee: 7, points: 1 },
];
const teamById = new Map(teams.map((t) => [t.id, t]));
const userById = Object.fromEntries(users.map((u) => [u.id, u]));
const left = users.map((u) => ({ ...u, team: teamById.get(u.teamId)?.name ?? null }));
console.log(JSON.stringify(left));
const inner = users.flatMap((u) => (teamById.has(u.teamId) ? [{ user: u.name, team: teamById.get(u.teamId).name }] : []));
console.log(JSON.stringify(inner));
const leads = teams.map((t) => `${t.name}:${userById[t.lead]?.name ?? "?"}`);
console.log(leads.join(", "));
const pointsByUser = tickets.reduce((m, t) => m.set(t.assignee, (m.get(t.assignee) ?? 0) + t.points), new Map());
console.log(JSON.stringify([...pointsByUser]));
const report = users
  .map((u) => ({ name: u.name, points: pointsByUser.get(u.id) ?? 0, tickets: tickets.filter((t) => t.assignee === u.id).map((t) => t.id) }))
  .sort((a, b) => b.points - a.points || a.name.localeCompare(b.name));
console.log(JSON.stringify(report));
const orphans = tickets.filter((t) => !(t.assignee in userById)).map((t) => t.id);
console.log(orphans, Object.hasOwn(userById, 1), Object.hasOwn(userById, "1"), userById["1"] === userById[1]);
const teamMembers = Object.fromEntries(teams.map((t) => [t.name, users.filter((u) => u.teamId === t.id).map((u) => u.name)]));
console.log(JSON.stringify(teamMembers));
const emptyTeams = Object.entries(teamMembers).filter(([, members]) => members.length === 0).map(([name]) => name);
console.log(emptyTeams.join());
const merged = Object.assign({}, ...users.map((u) => ({ [u.name.toLowerCase()]: u.id })));
console.log(JSON.stringify(merged));
const idx = users.reduce((acc, u) => ({ ...acc, [u.teamId ?? "none"]: [...(acc[u.teamId ?? "none"] ?? []), u.id] }), {});
console.log(JSON.stringify(idx));
const setA = new Set(users.map((u) => u.id));
const setB = new Set(tickets.map((t) => t.assignee));
console.log([...setA].filter((x) => setB.has(x)).join(), [...setB].filter((x) => !setA.has(x)).join(), [...new Set([...setA, ...setB])].length);
return report;
