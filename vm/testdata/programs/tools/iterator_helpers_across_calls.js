// node: skip (node 20 lacks the ES2025 iterator helpers; the value is worked out by hand)
// value: [20,30,4,4,5,5,true]
// calls: 3
// Iterator helpers stay live across host calls (and, in round-trip mode,
// across a save and restore of the whole run at each one).
const it = [1, 2, 3].values().map((x) => x * 10).filter((x) => x > 10);
const out = [];
for (const v of it) out.push(await tools.test.echo(v));
const h = [4, 5].values().flatMap((x) => [x, x]);
out.push(h.next().value, await tools.test.echo(h.next().value), h.next().value);
out.push(h.next().value, h.next().done);
return out;
