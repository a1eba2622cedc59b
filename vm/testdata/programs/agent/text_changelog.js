// value: 7
// log: [ 'drop Node 16 support', 'reject invalid dates' ]
// log: ## v2.0.0 (2024-03-05)
// log: 
// log: ### Features
// log: 
// log: - drop Node 16 support ⚠️
// log: - **api:** add pagination to /users ([#123](https://github.com/o/r/issues/123))
// log: - **ui:** dark mode 🌙
// log: 
// log: ### Bug Fixes
// log: 
// log: - handle empty CSV rows
// log: - **parser:** reject invalid dates ⚠️
// log: 
// log: ### Performance
// log: 
// log: - **db:** cache prepared statements ([#130](https://github.com/o/r/issues/130), [#131](https://github.com/o/r/issues/131))
// log: 
// log: ### Documentation
// log: 
// log: - **readme:** fix typo
// log: 
// log: { feat: 3, fix: 2, docs: 1, chore: 1, perf: 1, other: 1 }
// Build a changelog from conventional commit messages.
const commits = [
  "feat(api): add pagination to /users (#123)",
  "fix: handle empty CSV rows",
  "feat!: drop Node 16 support",
  "docs(readme): fix typo",
  "fix(parser)!: reject invalid dates\n\nBREAKING CHANGE: Date.parse fallbacks removed",
  "chore: bump deps",
  "perf(db): cache prepared statements (#130, #131)",
  "Merge branch 'main' into dev",
  "feat(ui): dark mode 🌙",
];
const re = /^(?<type>\w+)(?:\((?<scope>[\w-]+)\))?(?<bang>!)?: (?<subject>.+)$/m;
const parsed = commits.map(c => {
  const m = re.exec(c);
  if (!m) return { type: "other", subject: c.split("\n")[0] };
  const { type, scope, bang, subject } = m.groups;
  const breaking = !!bang || /^BREAKING CHANGE:/m.test(c);
  const refs = [...subject.matchAll(/#(\d+)/g)].map(r => +r[1]);
  return { type, scope: scope ?? null, breaking, subject: subject.replace(/\s*\(#[\d, #]+\)$/, ""), refs };
});
console.log(parsed.filter(p => p.breaking).map(p => p.subject));
const titles = { feat: "Features", fix: "Bug Fixes", perf: "Performance", docs: "Documentation" };
let md = `## v2.0.0 (${new Date(Date.UTC(2024, 2, 5)).toISOString().slice(0, 10)})\n`;
for (const [type, title] of Object.entries(titles)) {
  const items = parsed.filter(p => p.type === type);
  if (!items.length) continue;
  md += `\n### ${title}\n\n`;
  for (const it of items.sort((a, b) => (a.scope ?? "").localeCompare(b.scope ?? "") || a.subject.localeCompare(b.subject))) {
    const refs = it.refs.length ? ` (${it.refs.map(r => `[#${r}](https://github.com/o/r/issues/${r})`).join(", ")})` : "";
    md += `- ${it.scope ? `**${it.scope}:** ` : ""}${it.subject}${it.breaking ? " ⚠️" : ""}${refs}\n`;
  }
}
console.log(md);
const counts = parsed.reduce((acc, p) => ({ ...acc, [p.type]: (acc[p.type] ?? 0) + 1 }), {});
console.log(counts);
return md.split("\n").filter(l => l.startsWith("- ")).length;
