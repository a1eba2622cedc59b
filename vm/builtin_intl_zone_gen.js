// Generates vm/builtin_intl_zone_data.go, the time zone names of the
// generated locales (those of builtin_intl_locale_gen.js but en-US, whose
// names are in builtin_intl_tzdata.go), from node's ICU:
//
//	TZ=UTC node vm/builtin_intl_zone_gen.js > vm/builtin_intl_zone_data.go && gofmt -w vm/builtin_intl_zone_data.go
//
// For every zone it asks timeZoneName "short" and "long" at the January and
// July 2024 dates builtin_intl_tzdata.go has the offsets of, and keeps a
// name only where it is not the localized GMT offset (which the VM
// computes). Zones whose names are the same in every locale (a CLDR
// metazone, mostly) form a group; each locale's data is one list of names
// per group. It takes about a minute; LOCALES=de,fr limits a trial run.
"use strict";

const LOCALES = process.env.LOCALES ? process.env.LOCALES.split(",") : [
  "en-GB", "en-CA", "en-AU", "en-IN", "en-NZ", "en-IE",
  "de", "de-DE", "de-AT", "de-CH", "fr", "fr-FR", "fr-CA", "fr-BE", "fr-CH",
  "es", "es-ES", "es-MX", "es-419", "it", "it-IT", "pt", "pt-BR", "pt-PT",
  "nl", "nl-NL", "nl-BE", "sv", "sv-SE", "ja", "ja-JP", "zh", "zh-CN",
  "ko", "ko-KR", "ru", "ru-RU", "pl", "pl-PL", "tr", "tr-TR",
];
const DATES = [Date.UTC(2024, 0, 15, 12), Date.UTC(2024, 6, 15, 12)];
const zones = Intl.supportedValuesOf("timeZone");

function zoneName(l, zone, t, style) {
  const f = new Intl.DateTimeFormat(l, { timeZone: zone, timeZoneName: style });
  return f.formatToParts(t).find((p) => p.type === "timeZoneName").value;
}

// names is a zone's "janShort;janLong;julShort;julLong" in a locale ("" for
// the offset form), shortened to "janShort;janLong" when July's are equal.
function names(l, zone) {
  const out = [];
  for (const t of DATES) {
    for (const [style, offset] of [["short", "shortOffset"], ["long", "longOffset"]]) {
      const v = zoneName(l, zone, t, style);
      if (/[;|]/.test(v)) throw new Error(`${l} ${zone}: ${v}`);
      out.push(v === zoneName(l, zone, t, offset) ? "" : v);
    }
  }
  if (out[0] === out[2] && out[1] === out[3]) out.length = 2;
  const s = out.join(";");
  return s === ";" ? "" : s;
}

const perLocale = LOCALES.map((l) => zones.map((z) => names(l, z)));
const groups = new Map(); // signature -> group index
const zoneGroup = [];
zones.forEach((z, i) => {
  const sig = JSON.stringify(perLocale.map((list) => list[i]));
  if (sig === JSON.stringify(perLocale.map(() => ""))) return; // no names anywhere
  if (!groups.has(sig)) groups.set(sig, groups.size);
  zoneGroup.push([z, groups.get(sig), i]);
});
const groupZone = []; // group -> a zone index holding its names
for (const [, g, i] of zoneGroup) if (groupZone[g] === undefined) groupZone[g] = i;

const q = (s) => JSON.stringify(s);
const lines = [];
lines.push(`// Code generated from node ${process.version} (ICU ${process.versions.icu}, CLDR ${process.versions.cldr}) by`);
lines.push(`// TZ=UTC node vm/builtin_intl_zone_gen.js; DO NOT EDIT.`);
lines.push("");
lines.push("package vm");
lines.push("");
lines.push("// zoneGroups maps a zone to its group: the index of its names in each");
lines.push("// locale's zoneNameLists entry.");
lines.push("var zoneGroups = map[string]int{");
for (const [z, g] of zoneGroup) lines.push(`\t${q(z)}: ${g},`);
lines.push("}");
lines.push("");
const seen = new Map();
const table = [];
LOCALES.forEach((l, li) => {
  const list = groupZone.map((i) => perLocale[li][i]).join("|");
  let name = seen.get(list);
  if (!name) {
    name = "zones_" + l.replace(/-/g, "_");
    seen.set(list, name);
    lines.push(`const ${name} = ${q(list)}`);
    lines.push("");
  }
  table.push([l, name]);
});
lines.push("// zoneMinus lists the locales whose GMT offset format writes a negative");
lines.push("// offset with U+2212 (\"UTC−5\"), not \"-\".");
lines.push("var zoneMinus = map[string]bool{");
for (const l of LOCALES) {
  const v = zoneName(l, "America/New_York", DATES[0], "shortOffset");
  if (v.includes("\u2212")) lines.push(`\t${q(l)}: true,`);
}
lines.push("}");
lines.push("");
lines.push("// zoneNameLists holds each locale's zone names per group, \"|\"-joined:");
lines.push("// \"janShort;janLong;julShort;julLong\", or \"short;long\" when July's");
lines.push("// are January's, \"\" for the GMT offset form.");
lines.push("var zoneNameLists = map[string]string{");
for (const [l, name] of table) lines.push(`\t${q(l)}: ${name},`);
lines.push("}");
process.stdout.write(lines.join("\n") + "\n");
