// Generates vm/builtin_intl_locale_data.go from node's ICU:
//
//	TZ=UTC node vm/builtin_intl_locale_gen.js > vm/builtin_intl_locale_data.go && gofmt -w vm/builtin_intl_locale_data.go
//
// For each locale it records number symbols and patterns (read back from
// Intl.NumberFormat.formatToParts) and date patterns: every formatToParts
// result is turned into a pattern where fields are written {y} {MMMM} {d}
// {EEEE} {HH} {mm} {a} ... and the rest is literal text. The tables are
// indexed in the order dateKeys / timeKeys below, which
// builtin_intl_locale_date.go enumerates the same way. The script checks its own
// composition rule (date pattern + glue + time pattern) against node and
// stores the combinations where the rule is wrong explicitly.
//
// It takes several minutes (it formats some 700,000 option combinations);
// LOCALES=de,fr-CA limits a trial run to a few locales.
"use strict";

const LOCALES = process.env.LOCALES ? process.env.LOCALES.split(",") : [
  "en-GB", "en-CA", "en-AU", "en-IN", "en-NZ", "en-IE",
  "de", "de-DE", "de-AT", "de-CH", "fr", "fr-FR", "fr-CA", "fr-BE", "fr-CH",
  "es", "es-ES", "es-MX", "es-419", "it", "it-IT", "pt", "pt-BR", "pt-PT",
  "nl", "nl-NL", "nl-BE", "sv", "sv-SE", "ja", "ja-JP", "zh", "zh-CN",
  "ko", "ko-KR", "ru", "ru-RU", "pl", "pl-PL", "tr", "tr-TR",
  // en-US is generated too so the data path can be checked against node,
  // but the VM formats en-US with its own code.
  "en-US",
];

const REF = Date.UTC(2009, 1, 3, 4, 5, 6, 789); // Tuesday 3 February 2009, 04:05:06.789
const WEEKDAYS = ["", "long", "short", "narrow"];
const YEARS = ["", "numeric", "2-digit"];
const MONTHS = ["", "numeric", "2-digit", "short", "long", "narrow"];
const DAYS = ["", "numeric", "2-digit"];
const NUMS = ["", "numeric", "2-digit"];
// Hour variants: the options added when an hour is shown.
const VARIANTS = [{}, { hour12: true }, { hour12: false }, { hourCycle: "h11" }, { hourCycle: "h12" }, { hourCycle: "h23" }, { hourCycle: "h24" }];
const STYLES = ["full", "long", "medium", "short"];
const SEP = "|";

function dateKeys() {
  const out = [];
  for (const w of WEEKDAYS) for (const y of YEARS) for (const m of MONTHS) for (const d of DAYS) {
    const o = {};
    if (w) o.weekday = w;
    if (y) o.year = y;
    if (m) o.month = m;
    if (d) o.day = d;
    out.push(o);
  }
  return out;
}

function timeKeys() {
  const out = [];
  for (const h of NUMS) for (const mi of NUMS) for (const s of NUMS) {
    const o = {};
    if (h) o.hour = h;
    if (mi) o.minute = mi;
    if (s) o.second = s;
    out.push(o);
  }
  return out;
}

function dtf(l, o) { return new Intl.DateTimeFormat(l, { ...o, timeZone: "UTC" }); }
function partAt(l, o, t, type) {
  const p = dtf(l, o).formatToParts(t).find((p) => p.type === type);
  return p ? p.value : "";
}

function names(l) {
  const n = {};
  const widths = ["long", "short", "narrow"];
  for (const [i, w] of widths.entries()) {
    n["M" + i] = [], n["L" + i] = [], n["E" + i] = [], n["c" + i] = [];
    for (let m = 0; m < 12; m++) {
      const t = Date.UTC(2009, m, 3, 4);
      n["M" + i].push(partAt(l, { month: w, day: "numeric" }, t, "month"));
      n["L" + i].push(partAt(l, { month: w }, t, "month"));
    }
    for (let d = 0; d < 7; d++) {
      const t = Date.UTC(2009, 1, 1 + d, 4); // 1 February 2009 is a Sunday
      n["E" + i].push(partAt(l, { weekday: w, day: "numeric", month: "long" }, t, "weekday"));
      n["c" + i].push(partAt(l, { weekday: w }, t, "weekday"));
    }
  }
  n.am = partAt(l, { hour: "numeric", hourCycle: "h12" }, Date.UTC(2009, 1, 3, 4), "dayPeriod");
  n.pm = partAt(l, { hour: "numeric", hourCycle: "h12" }, Date.UTC(2009, 1, 3, 16), "dayPeriod");
  for (const [i, w] of widths.entries()) {
    n["G" + i] = [partAt(l, { era: w }, Date.UTC(-100, 0, 1), "era"), partAt(l, { era: w }, REF, "era")];
  }
  n.utc = [partAt(l, { timeZoneName: "short" }, REF, "timeZoneName"), partAt(l, { timeZoneName: "long" }, REF, "timeZoneName")];
  n.gmt = [partAt(l, { timeZoneName: "shortOffset", timeZone: "Asia/Kolkata" }, REF, "timeZoneName"), partAt(l, { timeZoneName: "longOffset", timeZone: "Asia/Kolkata" }, REF, "timeZoneName")];
  return n;
}

// nameToken picks which list (format or stand-alone, by width) a text field
// comes from: the one that matches when the field runs through all values.
function nameToken(f, l, o, n, kind, value, idx) {
  const letters = kind === "month" ? ["M", "L"] : ["E", "c"];
  const widthsCount = [4, 3, 5];
  let cands = [];
  for (const letter of letters) for (let i = 0; i < 3; i++) {
    if (n[letter + i][idx] === value) cands.push([letter, i]);
  }
  if (cands.length === 0) throw new Error(`${l} ${JSON.stringify(o)}: ${kind} ${value} in no list`);
  if (cands.length > 1) {
    cands = cands.filter(([letter, i]) => {
      const count = kind === "month" ? 12 : 7;
      for (let k = 0; k < count; k++) {
        const t = kind === "month" ? Date.UTC(2009, k, 3, 4, 5, 6, 789) : Date.UTC(2009, 1, 1 + k, 4, 5, 6, 789);
        const p = f.formatToParts(t).find((p) => p.type === kind);
        if (!p || p.value !== n[letter + i][k]) return false;
      }
      return true;
    });
    if (cands.length === 0) throw new Error(`${l} ${JSON.stringify(o)}: ambiguous ${kind}`);
  }
  // Lists can be equal (ja's short and narrow weekdays): the requested
  // width decides, as it does for ICU's pattern and V8's resolvedOptions.
  const want = ["long", "short", "narrow"].indexOf(o[kind]);
  cands.sort((a, b) => (b[1] === want) - (a[1] === want));
  return cands.map(([letter, i]) => "{" + letter.repeat(widthsCount[i]) + "}");
}

// named reports whether a numeric-looking value is a name of the requested
// width (zh's narrow months are "1" to "12").
function named(n, kind, width, value, idx) {
  const w = ["long", "short", "narrow"].indexOf(width);
  if (w < 0) return false;
  const letters = kind === "month" ? ["M", "L"] : ["E", "c"];
  return letters.some((letter) => n[letter + w][idx] === value);
}

const hourLetter = { h11: "K", h12: "h", h23: "H", h24: "k" };

// v8Scan is what V8's resolvedOptions reads from a pattern (as
// resolveFromPattern in builtin_intl_locale_date.go does): each field's
// letters searched in the whole pattern, literals included.
function v8Scan(pat) {
  const s = pat.replace(/\{([A-Za-z]+)\}|([^{]+)/g, (m, f, lit) => (f ? f : "'" + lit + "'"));
  const first = (...pairs) => {
    for (let i = 0; i < pairs.length; i += 2) if (s.includes(pairs[i])) return pairs[i + 1];
    return undefined;
  };
  return [
    first("EEEEE", "narrow", "EEEE", "long", "EEE", "short", "ccccc", "narrow", "cccc", "long", "ccc", "short"),
    first("yy", "2-digit", "y", "numeric"),
    first("MMMMM", "narrow", "MMMM", "long", "MMM", "short", "MM", "2-digit", "M", "numeric", "LLLLL", "narrow", "LLLL", "long", "LLL", "short", "LL", "2-digit", "L", "numeric"),
    first("dd", "2-digit", "d", "numeric"),
    first("HH", "2-digit", "H", "numeric", "hh", "2-digit", "h", "numeric", "kk", "2-digit", "k", "numeric", "KK", "2-digit", "K", "numeric"),
    first("mm", "2-digit", "m", "numeric"),
    first("ss", "2-digit", "s", "numeric"),
  ];
}

// pattern reads node's parts back into a pattern. Where a text field could
// come from several equal name lists (format or stand-alone, two widths),
// the choice V8's resolvedOptions agrees with is taken.
function pattern(l, o, n) {
  const f = dtf(l, o);
  const ro = f.resolvedOptions();
  const alts = [];
  for (const p of f.formatToParts(REF)) alts.push(patternPart(f, ro, l, o, n, p));
  let combos = [""];
  for (const a of alts) {
    const list = Array.isArray(a) ? a : [a];
    combos = combos.flatMap((c) => list.map((x) => c + x));
  }
  if (o.dateStyle || o.timeStyle || combos.length === 1) return combos[0];
  const want = JSON.stringify([ro.weekday, ro.year, ro.month, ro.day, ro.hour, ro.minute, ro.second]);
  const ok = combos.find((c) => JSON.stringify(v8Scan(c)) === want);
  return ok === undefined ? combos[0] : ok;
}

// patternPart is a part's pattern text, or its alternatives.
function patternPart(f, ro, l, o, n, p) {
  const v = p.value;
  switch (p.type) {
    case "literal":
      if (/[{}|]/.test(v)) throw new Error(`${l}: literal ${v}`);
      return v;
    case "weekday":
      return nameToken(f, l, o, n, "weekday", v, 2);
    case "month":
      if (!/^[0-9]+$/.test(v)) return nameToken(f, l, o, n, "month", v, 1);
      return [v.length === 2 ? "{MM}" : "{M}"].concat(named(n, "month", o.month, v, 1) ? nameToken(f, l, o, n, "month", v, 1) : []);
    case "year":
      return v.length === 2 ? "{yy}" : "{y}";
    case "day":
      return v.length === 2 ? "{dd}" : "{d}";
    case "hour":
      return "{" + hourLetter[ro.hourCycle].repeat(v.length) + "}";
    case "minute":
      return v.length === 2 ? "{mm}" : "{m}";
    case "second":
      return v.length === 2 ? "{ss}" : "{s}";
    case "fractionalSecond":
      return "{S}";
    case "dayPeriod":
      if (v !== n.am) throw new Error(`${l} ${JSON.stringify(o)}: day period ${v}`);
      return "{a}";
    case "era":
      return "{G" + (n.G0[1] === v ? "" : n.G1[1] === v ? "GGG" : "GGGG") + "}";
    case "timeZoneName":
      if (v === n.utc[0]) return "{z}";
      else if (v === n.utc[1]) return "{zzzz}";
      else if (v === n.gmt[0]) return "{O}";
      else if (v === n.gmt[1]) return "{OOOO}";
      throw new Error(`${l}: zone ${v}`);
    default:
      throw new Error(`${l}: part ${p.type}`);
  }
}

// ---- numbers ----

function nfParts(l, x, o) { return new Intl.NumberFormat(l, o).formatToParts(x); }

// template turns parts into a pattern: the number is "#", the currency
// "¤", the rest literal.
function template(parts) {
  let out = "";
  let inNum = false;
  for (const p of parts) {
    if (["integer", "group", "decimal", "fraction"].includes(p.type)) {
      if (!inNum) out += "#";
      inNum = true;
      continue;
    }
    inNum = false;
    if (p.type === "currency") out += "¤";
    else if (p.type === "minusSign") out += "-";
    else if (p.type === "plusSign") out += "+";
    else if (p.type === "compact") out += "~";
    else if (p.type === "percentSign") out += "%";
    else out += p.value;
  }
  return out;
}

function numberData(l) {
  const find = (parts, type) => (parts.find((p) => p.type === type) || {}).value || "";
  const d = {};
  d.decimal = find(nfParts(l, 1.5), "decimal");
  d.group = find(nfParts(l, 1234567, { useGrouping: "always" }), "group");
  d.minus = find(nfParts(l, -1), "minusSign");
  d.plus = find(nfParts(l, 1, { signDisplay: "always" }), "plusSign");
  d.percentSign = find(nfParts(l, 0.5, { style: "percent" }), "percentSign");
  d.nan = find(nfParts(l, NaN), "nan");
  d.exponent = find(nfParts(l, 12345, { notation: "scientific" }), "exponentSeparator");
  d.minGroup = find(nfParts(l, 1234), "group") ? 1 : 2;
  const ints = nfParts(l, 1234567890, { useGrouping: "always" }).filter((p) => p.type === "integer").map((p) => p.value);
  d.indian = ints.length > 1 && ints[1].length === 2;
  const acct = nfParts(l, 1234567890, { style: "currency", currency: "USD", currencySign: "accounting" }).filter((p) => p.type === "integer").map((p) => p.value);
  d.indianAccounting = acct.length > 1 && acct[1].length === 2;
  const usd = { style: "currency", currency: "USD", currencyDisplay: "narrowSymbol" };
  d.percent = template(nfParts(l, 0.5, { style: "percent" }));
  d.percentNeg = template(nfParts(l, -0.5, { style: "percent" }));
  d.currency = template(nfParts(l, 1, usd));
  d.currencyNeg = template(nfParts(l, -1, usd));
  d.accounting = template(nfParts(l, -1, { ...usd, currencySign: "accounting" }));
  d.decimalNeg = template(nfParts(l, -1));
  // Currency symbols that are not the code; narrow ones that are not the symbol.
  d.symbols = {};
  d.narrow = {};
  for (const code of Intl.supportedValuesOf("currency")) {
    const s = find(nfParts(l, 1, { style: "currency", currency: code }), "currency");
    const nw = find(nfParts(l, 1, { style: "currency", currency: code, currencyDisplay: "narrowSymbol" }), "currency");
    if (s !== code) d.symbols[code] = s;
    if (nw !== s) d.narrow[code] = nw;
  }
  // Compact short forms by power of ten: "div;template", template "" when
  // the number shows without a compact form.
  d.compact = [];
  for (let k = 0; k <= 20; k++) {
    const parts = nfParts(l, 10 ** k, { notation: "compact" });
    const digits = parts.filter((p) => p.type === "integer").map((p) => p.value).join("").length;
    const t = template(parts);
    const two = template(nfParts(l, 2 * 10 ** k, { notation: "compact" }));
    if (t !== two) process.stderr.write(`${l}: compact 10^${k} plural forms differ: ${t} / ${two}\n`);
    const text = (parts.find((p) => p.type === "compact") || {}).value || "";
    d.compact.push(t === "#" ? "" : (k - digits + 1) + ";" + t + ";" + text);
  }
  return d;
}

// ---- dates ----

function dateData(l) {
  const n = names(l);
  const d = { names: n };
  d.hourCycle = dtf(l, { hour: "numeric" }).resolvedOptions().hourCycle;
  const dks = dateKeys(), tks = timeKeys();
  d.date = dks.map((o, i) => (i === 0 ? "" : pattern(l, o, n)));
  d.time = VARIANTS.map((v) => tks.map((o, i) => (i === 0 ? "" : pattern(l, { ...o, ...v }, n))));
  // Seconds with fractional digits, and times with a zone name, default hour cycle.
  d.timeFrac = VARIANTS.slice(0, 3).map((v) => tks.map((o, i) => (o.second || o.minute ? pattern(l, { ...o, ...v, fractionalSecondDigits: 3 }, n) : "")));
  d.timeZone = VARIANTS.slice(0, 3).map((v) => tks.map((o, i) => (i === 0 ? "" : pattern(l, { ...o, ...v, timeZoneName: "short" }, n))));
  d.dateStyle = STYLES.map((s) => pattern(l, { dateStyle: s }, n));
  d.timeStyle = VARIANTS.map((v) => STYLES.map((s) => pattern(l, { timeStyle: s, ...v }, n)));
  d.bothStyle = VARIANTS.map((v) => STYLES.flatMap((ds) => STYLES.map((ts) => pattern(l, { dateStyle: ds, timeStyle: ts, ...v }, n))));
  // Glue per date key, found with hour+minute, then checked on all times
  // of the first three variants; failures are stored whole.
  const glues = [];
  d.glue = [];
  d.combos = {};
  for (let di = 1; di < dks.length; di++) {
    const dp = d.date[di];
    const tp = d.time[0][(1 * 3 + 1) * 3 + 0];
    const full = pattern(l, { ...dks[di], hour: "numeric", minute: "numeric" }, n);
    let glue = null;
    const at = full.indexOf(dp), at2 = full.indexOf(tp);
    if (at >= 0 && at2 >= 0) glue = full.replace(dp, "{1}").replace(tp, "{0}");
    if (glue === null || !glue.includes("{0}") || !glue.includes("{1}")) glue = "{1} {0}";
    let gi = glues.indexOf(glue);
    if (gi < 0) { gi = glues.length; glues.push(glue); }
    d.glue[di] = gi;
    for (let vi = 0; vi < 3; vi++) {
      for (let ti = 1; ti < tks.length; ti++) {
        if (vi > 0 && !tks[ti].hour) continue; // the variants only change hours
        const want = pattern(l, { ...dks[di], ...tks[ti], ...VARIANTS[vi] }, n);
        const got = glue.replace("{1}", dp).replace("{0}", d.time[vi][ti]);
        if (want !== got) d.combos[`${vi}.${di}.${ti}`] = want;
      }
    }
  }
  d.glue[0] = 0;
  d.glues = glues;
  return d;
}

// ---- output ----

// Run as a script it writes the data file; builtin_intl_range_gen.js
// requires it for its pattern reading.
module.exports = { LOCALES, REF, dtf, names, pattern, patternPart, dateKeys, timeKeys, VARIANTS, STYLES };

const q = (s) => JSON.stringify(s);
const lines = [];
const emit = (s) => lines.push(s);

if (require.main === module) main();

function main() {
  emit(`// Code generated from node ${process.version} (ICU ${process.versions.icu}, CLDR ${process.versions.cldr}) by`);
  emit(`// TZ=UTC node vm/builtin_intl_locale_gen.js; DO NOT EDIT.`);
  emit("");
  emit("package vm");
  emit("");
  const seen = new Map(); // JSON of data -> variable name
  const table = [];
  for (const l of LOCALES) {
    const data = { num: numberData(l), date: dateData(l) };
    const key = JSON.stringify(data);
    let name = seen.get(key);
    if (!name) {
      name = "loc_" + l.replace(/-/g, "_");
      seen.set(key, name);
      emitLocale(name, data);
    }
    table.push([l, name]);
    process.stderr.write(`${l}: ${name}, ${Object.keys(data.date.combos).length} combos, glues ${JSON.stringify(data.date.glues)}\n`);
  }
  emit("// localeTable maps each supported tag to its data.");
  emit("var localeTable = map[string]*localeData{");
  for (const [l, name] of table) emit(`\t${q(l)}: &${name},`);
  emit("}");
  process.stdout.write(lines.join("\n") + "\n");
}

function emitMap(m) {
  const keys = Object.keys(m).sort();
  return "map[string]string{" + keys.map((k) => `${q(k)}: ${q(m[k])}`).join(", ") + "}";
}

function join(list) {
  for (const s of list) if (s.includes(SEP)) throw new Error("separator in " + s);
  return q(list.join(SEP));
}

function emitLocale(name, { num, date }) {
  const n = date.names;
  emit(`var ${name} = localeData{`);
  emit(`\tdecimal: ${q(num.decimal)}, group: ${q(num.group)}, minus: ${q(num.minus)}, plus: ${q(num.plus)}, percentSign: ${q(num.percentSign)},`);
  emit(`\tnan: ${q(num.nan)}, exponent: ${q(num.exponent)},`);
  emit(`\tminGroup: ${num.minGroup}, indian: ${num.indian}, indianAccounting: ${num.indianAccounting},`);
  emit(`\tdecimalNeg: ${q(num.decimalNeg)}, percent: ${q(num.percent)}, percentNeg: ${q(num.percentNeg)},`);
  emit(`\tcurrency: ${q(num.currency)}, currencyNeg: ${q(num.currencyNeg)}, accounting: ${q(num.accounting)},`);
  emit(`\tsymbols: ${emitMap(num.symbols)},`);
  emit(`\tnarrow: ${emitMap(num.narrow)},`);
  emit(`\tcompact: ${join(num.compact)},`);
  for (const [field, letter] of [["months", "M"], ["monthsAlone", "L"], ["weekdays", "E"], ["weekdaysAlone", "c"]]) {
    emit(`\t${field}: [3]string{${[0, 1, 2].map((i) => join(n[letter + i])).join(", ")}},`);
  }
  emit(`\tam: ${q(n.am)}, pm: ${q(n.pm)},`);
  emit(`\teras: [3]string{${[0, 1, 2].map((i) => join(n["G" + i])).join(", ")}},`);
  emit(`\tutc: [2]string{${q(n.utc[0])}, ${q(n.utc[1])}}, gmt: [2]string{${q(n.gmt[0])}, ${q(n.gmt[1])}},`);
  emit(`\thourCycle: ${q(date.hourCycle)},`);
  emit(`\tdatePats: ${join(date.date)},`);
  emit(`\ttimePats: [7]string{\n\t\t${date.time.map(join).join(",\n\t\t")},\n\t},`);
  emit(`\ttimeFrac: [3]string{\n\t\t${date.timeFrac.map(join).join(",\n\t\t")},\n\t},`);
  emit(`\ttimeZone: [3]string{\n\t\t${date.timeZone.map(join).join(",\n\t\t")},\n\t},`);
  emit(`\tdateStyle: ${join(date.dateStyle)},`);
  emit(`\ttimeStyle: [7]string{\n\t\t${date.timeStyle.map(join).join(",\n\t\t")},\n\t},`);
  emit(`\tbothStyle: [7]string{\n\t\t${date.bothStyle.map(join).join(",\n\t\t")},\n\t},`);
  emit(`\tglues: ${join(date.glues)},`);
  emit(`\tglue: ${q(date.glue.map((g) => String.fromCharCode(48 + g)).join(""))},`);
  emit(`\tcombos: ${emitMap(date.combos)},`);
  emit("}");
  emit("");
}
