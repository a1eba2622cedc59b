// Generates vm/builtin_intl_range_data.go, the interval patterns of
// formatRange in the generated locales but en-US, from node's ICU:
//
//	TZ=UTC node vm/builtin_intl_range_gen.js > vm/builtin_intl_range_data.go && gofmt -w vm/builtin_intl_range_data.go
//
// V8 derives the interval format from the single-date pattern's skeleton,
// so the data is keyed by the patterns of builtin_intl_locale_data.go: each
// distinct pattern of the date, time and style tables (in the order
// builtin_intl_locale_range.go walks them) gets one interval pattern per
// largest differing field (y M d a h m s), read back from
// formatRangeToParts. An interval pattern is the pattern syntax of
// builtin_intl_locale_gen.js with a source mark where the source changes
// (\x01 startRange, \x02 endRange, \x03 shared); "" is ICU's fallback
// (both dates in full around the locale's separator), "=" one date shown
// once. The strings are interned in one table for all locales. It takes
// about a minute; LOCALES=de,fr limits a trial run.
"use strict";

const gen = require("./builtin_intl_locale_gen.js");

const LOCALES = (process.env.LOCALES ? process.env.LOCALES.split(",") : gen.LOCALES).filter((l) => l !== "en-US");
const REF = gen.REF;
const DIFFS = ["y", "M", "d", "a", "h", "m", "s"];
const ends = [
  Date.UTC(2010, 1, 3, 4, 5, 6, 789), Date.UTC(2009, 2, 3, 4, 5, 6, 789), Date.UTC(2009, 1, 5, 4, 5, 6, 789),
  Date.UTC(2009, 1, 3, 16, 5, 6, 789), Date.UTC(2009, 1, 3, 5, 5, 6, 789), Date.UTC(2009, 1, 3, 4, 35, 6, 789),
  Date.UTC(2009, 1, 3, 4, 5, 36, 789),
];
const MARK = { startRange: "\x01", endRange: "\x02", shared: "\x03" };

// optionSets lists the options of each table entry in the walk order.
function optionSets() {
  const out = [];
  for (const o of gen.dateKeys().slice(1)) out.push(o);
  for (const v of gen.VARIANTS) for (const o of gen.timeKeys().slice(1)) out.push({ ...o, ...v });
  for (const s of gen.STYLES) out.push({ dateStyle: s });
  for (const v of gen.VARIANTS) for (const s of gen.STYLES) out.push({ timeStyle: s, ...v });
  for (const v of gen.VARIANTS) for (const ds of gen.STYLES) for (const ts of gen.STYLES) out.push({ dateStyle: ds, timeStyle: ts, ...v });
  return out;
}

function first(x) { return Array.isArray(x) ? x[0] : x; }

// intervalPattern reads one formatRangeToParts result back into a pattern.
function intervalPattern(l, o, n, end, sep) {
  const f = gen.dtf(l, o);
  const ro = f.resolvedOptions();
  const parts = f.formatRangeToParts(REF, end);
  if (parts.every((p) => p.source === "shared")) return "=";
  const single = f.formatToParts(REF), singleEnd = f.formatToParts(end);
  const fallback = parts.length === single.length + singleEnd.length + 1 &&
    parts.every((p, i) => (i < single.length ? p.source === "startRange" && p.value === single[i].value
      : i === single.length ? p.source === "shared" && p.value === sep : p.source === "endRange" && p.value === singleEnd[i - single.length - 1].value));
  if (fallback) return "";
  const tokens = {}; // field type -> token, from the start date's parts
  let out = "", source = "";
  for (const p of parts) {
    if (p.source !== source) { out += MARK[p.source]; source = p.source; }
    if (p.type === "literal") {
      if (/[{}|\x01-\x03]/.test(p.value)) throw new Error(`${l}: literal ${p.value}`);
      out += p.value;
      continue;
    }
    let tok;
    if (p.source === "endRange" && tokens[p.type]) tok = endToken(n, tokens[p.type], p, end);
    else if (p.type === "dayPeriod") tok = "{a}";
    else {
      try {
        tok = first(gen.patternPart(f, ro, l, o, n, p));
      } catch (e) {
        // Names the single-date reading cannot tell apart: the single
        // pattern's token for the field.
        tok = singleToken(gen.pattern(l, o, n), p.type);
        if (!tok) throw e;
      }
    }
    if (p.source !== "endRange") tokens[p.type] = tokens[p.type] || tok;
    if (p.source === "endRange" && !tokens[p.type]) throw new Error(`${l} ${JSON.stringify(o)}: end ${p.type} alone`);
    out += tok;
  }
  return out;
}

// endToken is the token of an end date's field: the start's, or for a
// name another list's that has the end's value (pt-PT shows "terça"
// after "domingo").
function endToken(n, startTok, p, end) {
  if (p.type !== "weekday" && p.type !== "month") return startTok;
  const d = new Date(end);
  const idx = p.type === "weekday" ? d.getUTCDay() : d.getUTCMonth();
  const letters = p.type === "weekday" ? ["E", "c"] : ["M", "L"];
  const counts = [4, 3, 5];
  const cands = [];
  for (const letter of letters) for (let i = 0; i < 3; i++) {
    if (n[letter + i][idx] === p.value) cands.push("{" + letter.repeat(counts[i]) + "}");
  }
  if (cands.length === 0 || cands.includes(startTok)) return startTok;
  return cands[0];
}

// singleToken is the token of a field type in a pattern.
function singleToken(pat, type) {
  const letters = { weekday: "Ec", month: "ML", year: "y", day: "d", hour: "hHKk", minute: "m", second: "s", era: "G" }[type] || "";
  const m = (pat.match(/\{[A-Za-z]+\}/g) || []).find((t) => letters.includes(t[1]));
  return m || "";
}

// separator is the fallback's text between the two dates.
function separator(l) {
  const parts = gen.dtf(l, { dateStyle: "short", timeStyle: "short" }).formatRangeToParts(REF, ends[2]);
  const i = parts.findIndex((p) => p.source === "endRange");
  return parts[i - 1].value;
}

const strings = new Map([["", 0], ["=", 1]]);
const intern = (s) => {
  if (!strings.has(s)) strings.set(s, strings.size);
  return strings.get(s);
};
const DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const enc = (i) => DIGITS[i >> 6] + DIGITS[i & 63];

const perLocale = [];
for (const l of LOCALES) {
  const n = gen.names(l);
  const seen = new Set();
  const sep = separator(l);
  let idx = "";
  let failed = 0;
  for (const o of optionSets()) {
    const pat = gen.pattern(l, o, n);
    if (pat === "" || seen.has(pat)) continue;
    seen.add(pat);
    for (const end of ends) {
      let ip;
      try { ip = intervalPattern(l, o, n, end, sep); } catch (e) { ip = ""; failed++; if (process.env.DEBUG) process.stderr.write(e.message + "\n"); }
      idx += enc(intern(ip));
    }
  }
  perLocale.push([l, sep, idx]);
  process.stderr.write(`${l}: ${seen.size} patterns, ${failed} unread, ${strings.size} strings\n`);
}
if (strings.size > 4096) throw new Error("too many strings for two digits");

const q = (s) => JSON.stringify(s);
const lines = [];
lines.push(`// Code generated from node ${process.version} (ICU ${process.versions.icu}, CLDR ${process.versions.cldr}) by`);
lines.push(`// TZ=UTC node vm/builtin_intl_range_gen.js; DO NOT EDIT.`);
lines.push("");
lines.push("package vm");
lines.push("");
lines.push("// rangeStrings is every interval pattern, \"|\"-joined.");
const all = [...strings.keys()];
for (const s of all) if (s.includes("|")) throw new Error("separator in " + s);
lines.push(`var rangeStrings = ${q(all.join("|"))}`);
lines.push("");
const seen = new Map();
const table = [];
for (const [l, sep, idx] of perLocale) {
  const key = sep + "\n" + idx;
  let name = seen.get(key);
  if (!name) {
    name = "range_" + l.replace(/-/g, "_");
    seen.set(key, name);
    lines.push(`var ${name} = rangeData{sep: ${q(sep)}, idx: ${q(idx)}}`);
    lines.push("");
  }
  table.push([l, name]);
}
lines.push("// rangeTable maps each locale to its interval data: per distinct pattern,");
lines.push("// seven two-digit indices into rangeStrings (for y M d a h m s).");
lines.push("var rangeTable = map[string]*rangeData{");
for (const [l, name] of table) lines.push(`\t${q(l)}: &${name},`);
lines.push("}");
process.stdout.write(lines.join("\n") + "\n");
