// Generates vm/builtin_intl_zonegeneric_data.go, the generic time zone
// names (timeZoneName "shortGeneric" and "longGeneric": "PT", "Pacific
// Time", "Germany Time") of en-US and the generated locales
// (builtin_intl_locale_gen.js), and the time patterns that differ when the
// zone is generic, from node's ICU:
//
//	TZ=UTC node vm/builtin_intl_zonegeneric_gen.js > vm/builtin_intl_zonegeneric_data.go && gofmt -w vm/builtin_intl_zonegeneric_data.go
//
// A zone's generic name does not follow its own DST but can follow its
// metazone's reference zone: Africa/Algiers is "CET" in winter and
// "CET (Algiers)" while Europe/Paris keeps summer time. So names are read
// at January and July 2026 and the VM takes July's while Europe/Paris is
// on summer time; the script checks that rule against node through 2026.
// Names equal to the GMT offset format are "" (the VM computes those).
// Zones whose names are the same in every locale form a group; a locale's
// data is one list of names per group, a name made of the locale's
// location pattern ("{0} Time") stored as "@" + the location, and a
// locale's list may be the changes to an earlier locale's.
// It takes about a minute; LOCALES=de,fr limits a trial run.
"use strict";

const gen = require("./builtin_intl_locale_gen.js");
const LOCALES = (process.env.LOCALES ? process.env.LOCALES.split(",") : gen.LOCALES).filter((l) => l !== "en-US").concat(["en-US"]);
const JAN = Date.UTC(2026, 0, 15, 12), JUL = Date.UTC(2026, 6, 15, 12);
const zones = Intl.supportedValuesOf("timeZone").filter((z) => z !== "UTC");

function part(l, zone, t, style) {
  const f = new Intl.DateTimeFormat(l, { timeZone: zone, timeZoneName: style });
  return f.formatToParts(t).find((p) => p.type === "timeZoneName").value;
}
function zoneName(l, zone, t, style) {
  const v = part(l, zone, t, style);
  if (/[;|@]/.test(v)) throw new Error(`${l} ${zone}: ${v}`);
  return v === part(l, zone, t, style === "shortGeneric" ? "shortOffset" : "longOffset") ? "" : v;
}

// locationPattern is the locale's "{0} Time": the long generic name of a
// zone ICU names by its country, around the country's name.
// locationPattern is the locale's "{0} Time" as prefix and suffix: of
// the candidates read from zones ICU names by their country, the one
// most of the locale's names fit (a short saving only, so the choice
// need not be the real location pattern).
function locationPattern(l, names) {
  const dn = new Intl.DisplayNames(l, { type: "region" });
  let best = null, bestN = -1;
  for (const [zone, region] of [["Asia/Kolkata", "IN"], ["Europe/Berlin", "DE"], ["America/Sao_Paulo", "BR"], ["Asia/Tokyo", "JP"], ["Africa/Casablanca", "MA"]]) {
    for (const style of ["shortGeneric", "longGeneric"]) {
      const v = part(l, zone, JAN, style), country = dn.of(region);
      const i = v.indexOf(country);
      if (i < 0 || v.length === country.length) continue;
      const pre = v.slice(0, i), post = v.slice(i + country.length);
      const n = names.filter((s) => s.length > pre.length + post.length && s.startsWith(pre) && s.endsWith(post)).length;
      if (n > bestN) [best, bestN] = [[pre, post], n];
    }
  }
  if (!best) throw new Error(`${l}: no location pattern`);
  return best;
}

const patterns = new Map();
const perLocale = LOCALES.map((l) => {
  const raw = zones.map((z) => [JAN, JUL].map((t) => [zoneName(l, z, t, "shortGeneric"), zoneName(l, z, t, "longGeneric")]));
  const [pre, post] = locationPattern(l, raw.flat(2));
  patterns.set(l, [pre, post]);
  const loc = (s) => (s.length > pre.length + post.length && s.startsWith(pre) && s.endsWith(post) ? "@" + s.slice(pre.length, s.length - post.length) : s);
  return raw.map(([a, b]) => {
    const out = a[0] === b[0] && a[1] === b[1] ? [loc(a[0]), loc(a[1])] : [loc(a[0]), loc(a[1]), loc(b[0]), loc(b[1])];
    const s = out.join(";");
    return s === ";" ? "" : s;
  });
});

// Check the summer rule through 2026 (every 5.5 days for names that
// change, four dates for the others) on the stored, encoded names.
const parisSummer = (t) => new Intl.DateTimeFormat("en-US", { timeZone: "Europe/Paris", timeZoneName: "shortOffset" }).format(t).endsWith("GMT+2");
const FEW = [Date.UTC(2026, 2, 10), Date.UTC(2026, 4, 20, 6), Date.UTC(2026, 8, 1, 18), Date.UTC(2026, 10, 30)];
const MANY = [];
for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 5 * 86400000 + 43200000) MANY.push(t);
let bad = 0;
LOCALES.forEach((l, li) => {
  const [pre, post] = patterns.get(l);
  const dec = (s) => (s.startsWith("@") ? pre + s.slice(1) + post : s);
  zones.forEach((z, zi) => {
    const f = perLocale[li][zi].split(";");
    for (const t of f.length < 4 ? FEW : MANY) {
      const k = f.length === 4 && parisSummer(t) ? 2 : 0;
      for (const [j, style] of [[0, "shortGeneric"], [1, "longGeneric"]]) {
        const got = dec(f[k + j] || ""), want = zoneName(l, z, t, style);
        if (got !== want) { bad++; process.stderr.write(`${l} ${z} ${new Date(t).toISOString()}: ${got} != ${want}\n`); }
      }
    }
  });
});
if (bad) process.stderr.write(`${bad} mismatches\n`);

const groups = new Map();
const zoneGroup = [];
zones.forEach((z, i) => {
  const sig = JSON.stringify(perLocale.map((list) => list[i]));
  if (!groups.has(sig)) groups.set(sig, groups.size);
  zoneGroup.push([z, groups.get(sig), i]);
});
const groupZone = [];
for (const [, g, i] of zoneGroup) if (groupZone[g] === undefined) groupZone[g] = i;

// Time patterns with a generic zone: where they differ from the
// timeZoneName "short" patterns of builtin_intl_locale_data.go ({z}
// there, {v} here), "index=pattern" per variant (hour12 unset, true,
// false), "," joined.
const tks = gen.timeKeys();
function genericPatterns(l) {
  const n = gen.names(l);
  const out = [];
  for (const [style, tok] of [["shortGeneric", "{v}"], ["longGeneric", "{vvvv}"]]) {
    for (const v of gen.VARIANTS.slice(0, 3)) {
      const diff = [];
      tks.forEach((o, i) => {
        if (i === 0) return;
        const z = gen.pattern(l, { ...o, ...v, timeZoneName: "short" }, n);
        const g = patternOf(l, { ...o, ...v }, style, tok, n);
        if (g !== z.replace("{z}", tok)) diff.push(i + "=" + g);
      });
      out.push(diff.join(","));
    }
  }
  return out;
}
// patternOf reads a pattern as gen.pattern does, the zone being {v}.
function patternOf(l, o, style, tok, n) {
  const f = new Intl.DateTimeFormat(l, { ...o, timeZone: "UTC", timeZoneName: style });
  const g = f.formatToParts(gen.REF);
  const ro = f.resolvedOptions();
  let s = "";
  for (const p of g) s += p.type === "timeZoneName" ? tok : [].concat(gen.patternPart(f, ro, l, o, n, p))[0];
  return s;
}

const q = (s) => JSON.stringify(s);
const lines = [];
lines.push(`// Code generated from node ${process.version} (ICU ${process.versions.icu}, CLDR ${process.versions.cldr}) by`);
lines.push(`// TZ=UTC node vm/builtin_intl_zonegeneric_gen.js; DO NOT EDIT.`);
lines.push("");
lines.push("package vm");
lines.push("");
lines.push("// genericGroups maps a zone to its group: the index of its generic names");
lines.push("// in each locale's genericNameLists entry.");
lines.push("var genericGroups = map[string]int{");
for (const [z, g] of zoneGroup) lines.push(`\t${q(z)}: ${g},`);
lines.push("}");
lines.push("");
// A locale's list is stored whole, or as the changes to an earlier
// locale's list when that is shorter: "index=entry", "|"-joined.
const bases = []; // [locale, list]
const table = [];
LOCALES.forEach((l, li) => {
  const list = groupZone.map((i) => perLocale[li][i]);
  let best = null;
  for (const [bl, bv] of bases) {
    const d = [];
    list.forEach((e, i) => { if (e !== bv[i]) d.push(i + "=" + e); });
    const ds = d.join("|");
    if (!best || ds.length < best[1].length) best = [bl, ds];
  }
  if (best && best[1].length < list.join("|").length / 3) {
    table.push([l, "generic_" + best[0].replace(/-/g, "_"), best[1]]);
    return;
  }
  bases.push([l, list]);
  const name = "generic_" + l.replace(/-/g, "_");
  lines.push(`const ${name} = ${q(list.join("|"))}`);
  lines.push("");
  table.push([l, name, ""]);
});
lines.push("// genericNameLists holds each locale's generic names per group, \"|\"-joined:");
lines.push("// \"short;long\", or \"short;long;summerShort;summerLong\" when they change");
lines.push("// with Europe/Paris's summer time; \"\" is the GMT offset form, \"@X\" the");
lines.push("// locale's genericAffix around X. The second string lists the changes to");
lines.push("// the first for this locale, \"index=entry\", \"|\"-joined.");
lines.push("var genericNameLists = map[string][2]string{");
for (const [l, name, d] of table) lines.push(`\t${q(l)}: {${name}, ${q(d)}},`);
lines.push("}");
lines.push("");
lines.push("// genericAffix is each locale's most shared prefix and suffix of names");
lines.push("// (mostly the location pattern: \"{0} Time\").");
lines.push("var genericAffix = map[string][2]string{");
for (const l of LOCALES) lines.push(`\t${q(l)}: {${patterns.get(l).map(q).join(", ")}},`);
lines.push("}");
lines.push("");
lines.push("// genericTimePatterns lists, per locale, style (shortGeneric {v},");
lines.push("// longGeneric {vvvv}) and hour12 variant (unset, true, false), the time");
lines.push("// patterns (by time key index) that differ from the timeZoneName \"short\"");
lines.push("// ones with the zone token replaced: \"i=pattern\", \",\"-joined.");
lines.push("var genericTimePatterns = map[string][6]string{");
for (const l of LOCALES) {
  if (l === "en-US") continue;
  const p = genericPatterns(l);
  if (p.some((x) => x)) lines.push(`\t${q(l)}: {${p.map(q).join(", ")}},`);
}
lines.push("}");
process.stdout.write(lines.join("\n") + "\n");
