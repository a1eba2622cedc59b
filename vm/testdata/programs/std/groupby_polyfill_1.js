// value: null
// log: { a: 8, b: 1 } a
// log: { a: [ 3, 5 ], b: [ 1 ] }
// log: { a: 5, b: 1 }
// The reduce-based grouping model code writes; node 20 has no Object.groupBy.
const rows = [{ team: "a", pts: 3 }, { team: "b", pts: 1 }, { team: "a", pts: 5 }];
const totals = rows.reduce((acc, r) => ({ ...acc, [r.team]: (acc[r.team] ?? 0) + r.pts }), {});
console.log(totals, Object.entries(totals).sort((x, y) => y[1] - x[1])[0][0]);
const byTeam = {}; for (const r of rows) (byTeam[r.team] ??= []).push(r.pts); console.log(byTeam);
console.log(Object.fromEntries(Object.entries(byTeam).map(([k, v]) => [k, Math.max(...v)])));
