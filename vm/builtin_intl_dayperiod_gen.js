// Generates vm/builtin_intl_dayperiod_data.go, the dayPeriod option's data
// for the generated locales (en-US included), from node's ICU:
//
//	TZ=UTC node vm/builtin_intl_dayperiod_gen.js > vm/builtin_intl_dayperiod_data.go && gofmt -w vm/builtin_intl_dayperiod_data.go
//
// Per locale: the flexible day period names (ICU's "B") of each width at
// every hour, with the names of noon and midnight where the locale has
// them, and the time patterns with dayPeriod for every hour variant and
// time key of builtin_intl_locale_gen.js, the day period written {B} (its
// width is the option's). It takes a few seconds; LOCALES=de limits a
// trial run.
"use strict";

const gen = require("./builtin_intl_locale_gen.js");

const LOCALES = process.env.LOCALES ? process.env.LOCALES.split(",") : gen.LOCALES;
const WIDTHS = ["long", "short", "narrow"]; // the order of the name lists
const B = { long: "{BBBB}", short: "{B}", narrow: "{BBBBB}" };

function part(l, o, t) {
  const p = gen.dtf(l, o).formatToParts(t).find((x) => x.type === "dayPeriod");
  return p ? p.value : "";
}

// names is one width's list: 24 hourly names (at half past), then noon's
// and midnight's ("" where they are the hour's).
function names(l, w) {
  // Shown with minutes that are not zero, noon and midnight are not named.
  const withMinutes = { dayPeriod: w, hour: "numeric", minute: "numeric", hourCycle: "h12" };
  const at = (h, mi) => part(l, withMinutes, Date.UTC(2009, 1, 3, h, mi)) || part(l, { dayPeriod: w }, Date.UTC(2009, 1, 3, h, mi));
  const out = [];
  for (let h = 0; h < 24; h++) out.push(at(h, 30));
  const noon = part(l, { dayPeriod: w }, Date.UTC(2009, 1, 3, 12, 0));
  const mid = part(l, { dayPeriod: w }, Date.UTC(2009, 1, 3, 0, 0));
  out.push(noon !== out[12] ? noon : "", mid !== out[0] ? mid : "");
  for (const s of out) if (/[|{}]/.test(s)) throw new Error(`${l}: ${s}`);
  return out.join("|");
}

// dpPattern is a time pattern with dayPeriod, {B} for the day period.
function dpPattern(l, o, n) {
  const f = gen.dtf(l, o);
  const ro = f.resolvedOptions();
  let out = "";
  for (const p of f.formatToParts(gen.REF)) {
    if (p.type === "dayPeriod") out += p.value === n.am || p.value === n.pm ? (ro.dayPeriod ? "{B}" : "{a}") : "{B}";
    else out += [].concat(gen.patternPart(f, ro, l, o, n, p))[0];
  }
  return out;
}

const lines = [];
const q = (s) => JSON.stringify(s);
lines.push(`// Code generated from node ${process.version} (ICU ${process.versions.icu}, CLDR ${process.versions.cldr}) by`);
lines.push(`// TZ=UTC node vm/builtin_intl_dayperiod_gen.js; DO NOT EDIT.`);
lines.push("");
lines.push("package vm");
lines.push("");
const seen = new Map();
const table = [];
let mismatches = 0;
for (const l of LOCALES) {
  const n = gen.names(l);
  const pats = [];
  for (const v of gen.VARIANTS) {
    for (const [ti, o] of gen.timeKeys().entries()) {
      const pw = WIDTHS.map((w) => dpPattern(l, { ...o, ...v, dayPeriod: w }, n));
      if (pw[1] !== pw[0] || pw[2] !== pw[0]) mismatches++;
      pats.push(pw[1]);
    }
  }
  const data = `dayPeriodData{names: [3]string{${WIDTHS.map((w) => q(names(l, w))).join(", ")}},\n\tpats: ${q(pats.join("|"))}}`;
  let name = seen.get(data);
  if (!name) {
    name = "dp_" + l.replace(/-/g, "_");
    seen.set(data, name);
    lines.push(`var ${name} = ${data}`);
    lines.push("");
  }
  table.push([l, name]);
}
if (mismatches) process.stderr.write(`${mismatches} patterns differ by width beyond the {B} token\n`);
lines.push("// dayPeriodTable maps each locale to its day period data.");
lines.push("var dayPeriodTable = map[string]*dayPeriodData{");
for (const [l, name] of table) lines.push(`\t${q(l)}: &${name},`);
lines.push("}");
process.stdout.write(lines.join("\n") + "\n");
