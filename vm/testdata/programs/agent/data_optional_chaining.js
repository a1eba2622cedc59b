// value: ["Ann",null,null,null,null,""]
// log: ["Oslo","Ann","Ann",0,-1,"x","none"]
// log: ["unknown","(anonymous)","(missing)",-1,-1,"-","none"]
// log: ["unknown","(anonymous)","(missing)",-1,-1,"-","none"]
// log: ["unknown","(anonymous)","(missing)",-1,-1,"-",""]
// log: ["unknown","(anonymous)","(missing)",-1,-1,"-","none"]
// log: ["unknown","(anonymous)","",false,-1,"-","none"]
// log: 3 undefined true 4 true
// log: undefined undefined undefined 0
// log: 0 30 3 false  dflt
// log: {"page":1,"size":40}
// log: undefined undefined 0
// log: 0 0 both empty y
// log: 20 no second true {"a":[{}]}
// log: light function undefined
// log: no greet
// log: short-circuit ok
// log: TypeError Cannot read properties of undefined (reading 'c')
// Optional chaining and nullish coalescing over partial API responses.
const responses = [
  { data: { user: { name: "Ann", address: { city: "Oslo" }, tags: ["x"] }, count: 0 } },
  { data: { user: null, count: null } },
  { data: {} },
  { error: { message: "", code: 0 } },
  null,
  { data: { user: { name: "", address: undefined, tags: [] }, count: false } },
];
for (const r of responses) {
  const city = r?.data?.user?.address?.city ?? "unknown";
  const name = r?.data?.user?.name || "(anonymous)";
  const nameQ = r?.data?.user?.name ?? "(missing)";
  const count = r?.data?.count ?? -1;
  const countOr = r?.data?.count || -1;
  const firstTag = r?.data?.user?.tags?.[0] ?? "-";
  const err = r?.error?.message ?? "none";
  console.log(JSON.stringify([city, name, nameQ, count, countOr, firstTag, err]));
}
const api = { fetch: (id) => ({ id }), nested: { fn() { return this === api.nested; } } };
console.log(api.fetch?.(3).id, api.missing?.(3), api.nested.fn?.(), api?.["fetch"]?.(4)?.id, api.nested?.fn());
const maybeArr = undefined;
console.log(maybeArr?.length, maybeArr?.[0], maybeArr?.map((x) => x).length, (maybeArr ?? []).length);
const cfg = { timeout: 0, retries: null, verbose: false, name: "" };
console.log(cfg.timeout ?? 30, cfg.timeout || 30, cfg.retries ?? 3, cfg.verbose ?? true, cfg.name ?? "default", cfg.missing ?? "dflt");
const opts = {};
opts.page ??= 1;
opts.page ??= 2;
opts.size ||= 20;
opts.size &&= opts.size * 2;
opts.flag &&= "set";
console.log(JSON.stringify(opts));
let calls = 0;
const side = () => (calls++, 5);
const n = null;
console.log(n?.[side()], n?.a.b.c(side()), calls);
console.log(0 ?? side(), calls, (null || undefined) ?? "both empty", (false ?? "x") || "y");
const deep = { a: [{ b: { c: [10, 20] } }] };
console.log(deep.a?.[0]?.b?.c?.at?.(-1), deep.a?.[1]?.b?.c ?? "no second", delete deep?.a?.[0]?.b, JSON.stringify(deep));
const user = { profile: { settings: { theme: null } } };
const theme = user.profile?.settings?.theme ?? user.defaults?.theme ?? "light";
console.log(theme, typeof user?.profile?.settings?.toString, String(user.x?.y));
const fns = { greet: null };
console.log(fns.greet?.("hi") ?? "no greet");
try {
  const u = {};
  u.a?.b.c;
  console.log("short-circuit ok");
  (u.a?.b).c;
} catch (e) {
  console.log(e.name, e.message);
}
return responses.map((r) => r?.data?.user?.name ?? null);
