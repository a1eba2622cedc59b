// Generates vm/builtin_intl_number_words.go from node's ICU:
//
//	node vm/builtin_intl_number_gen.js > vm/builtin_intl_number_words.go && gofmt -w vm/builtin_intl_number_words.go
//
// The words the number-side services use in every generated locale:
// plural rules (Intl.PluralRules, and the plural forms of everything
// below), Intl.RelativeTimeFormat's patterns, and NumberFormat's unit
// patterns, currency names and long compact forms.
//
// Plural rules: ICU does not expose its rules, so RULES below holds CLDR
// 48's rules (plurals.xml, ordinals.xml) for the languages we generate;
// the script checks each locale's rules against node's Intl.PluralRules on
// some thousands of numbers and option sets and stops if one differs.
// Everything else is read back from node's formatToParts: the number is
// written #, and the plural category of each sample is computed with the
// same rules.
//
// Each locale's words are a list of "key\tvalue" lines; a regional locale
// stores only the lines that differ from its language's (the Go side
// reads the language's first).
"use strict";

const LOCALES = process.env.LOCALES ? process.env.LOCALES.split(",") : [
  "en", "en-US", "en-GB", "en-CA", "en-AU", "en-IN", "en-NZ", "en-IE",
  "de", "de-DE", "de-AT", "de-CH", "fr", "fr-FR", "fr-CA", "fr-BE", "fr-CH",
  "es", "es-ES", "es-MX", "es-419", "it", "it-IT", "pt", "pt-BR", "pt-PT",
  "nl", "nl-NL", "nl-BE", "sv", "sv-SE", "ja", "ja-JP", "zh", "zh-CN",
  "ko", "ko-KR", "ru", "ru-RU", "pl", "pl-PL", "tr", "tr-TR",
];

const MANY_E = "e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5";
const EN_ONE = "i = 1 and v = 0";
// Rules by name: [cardinal, ordinal], each "category:condition;...".
const RULES = {
  en: ["one:" + EN_ONE, "one:n % 10 = 1 and n % 100 != 11;two:n % 10 = 2 and n % 100 != 12;few:n % 10 = 3 and n % 100 != 13"],
  de: ["one:" + EN_ONE, ""],
  nl: ["one:" + EN_ONE, ""],
  sv: ["one:" + EN_ONE, "one:n % 10 = 1,2 and n % 100 != 11,12"],
  fr: ["one:i = 0,1;many:" + MANY_E, "one:n = 1"],
  es: ["one:n = 1;many:" + MANY_E, ""],
  it: ["one:" + EN_ONE + ";many:" + MANY_E, "many:n = 11,8,80,800"],
  pt: ["one:i = 0..1;many:" + MANY_E, ""],
  "pt-PT": ["one:" + EN_ONE + ";many:" + MANY_E, ""],
  ja: ["", ""],
  ru: ["one:v = 0 and i % 10 = 1 and i % 100 != 11;few:v = 0 and i % 10 = 2..4 and i % 100 != 12..14;many:v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 11..14", ""],
  pl: ["one:" + EN_ONE + ";few:v = 0 and i % 10 = 2..4 and i % 100 != 12..14;many:v = 0 and i != 1 and i % 10 = 0..1 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 12..14", ""],
  tr: ["one:n = 1", ""],
};
const CATS = ["zero", "one", "two", "few", "many", "other"];

// operands of a formatted number ("1234.50", no grouping) and exponent e.
function operands(s, e) {
  const [ip, fp = ""] = s.split(".");
  const t = fp.replace(/0+$/, "");
  return { n: Number(s), i: Number(ip), v: fp.length, w: t.length, f: Number(fp || "0"), t: Number(t || "0"), e, c: e };
}

function holds(cond, ops) {
  return cond.split(" or ").some((and) => and.split(" and ").every((rel) => {
    const m = rel.match(/^(\w)(?: % (\d+))? (!?=) (.+)$/);
    if (!m) throw new Error("bad rule " + rel);
    let x = ops[m[1]];
    if (m[2]) x = x % Number(m[2]);
    const inList = m[4].split(",").some((r) => {
      const [a, b = a] = r.split("..").map(Number);
      return Number.isInteger(x) && x >= a && x <= b;
    });
    return m[3] === "=" ? inList : !inList;
  }));
}

function category(rules, s, e = 0) {
  if (!rules) return "other";
  const ops = operands(s, e);
  for (const r of rules.split(";")) {
    const k = r.indexOf(":");
    if (holds(r.slice(k + 1), ops)) return r.slice(0, k);
  }
  return "other";
}

// plain formats x as the rules see it: digits and a "." only.
function plain(x, o) {
  return new Intl.NumberFormat("en", { ...o, useGrouping: false }).format(x);
}

const SAMPLES = [];
for (let i = 0; i <= 230; i++) SAMPLES.push(i);
for (const x of [1000, 1001, 1011, 1021, 10000, 100000, 1000000, 2000000, 1100000, 1e7, 1e9, 1e12, 0.5, 1.5, 2.5, 0.1, 1.1, 21.5, 101.25, 0.01, 1.01]) SAMPLES.push(x);
const OPTS = [{}, { minimumFractionDigits: 1 }, { minimumFractionDigits: 2 }, { maximumFractionDigits: 0 }, { minimumSignificantDigits: 3 }];

function pluralData(l) {
  const loc = new Intl.PluralRules(l).resolvedOptions().locale;
  const lang = loc === "pt-PT" ? "pt-PT" : loc.split("-")[0];
  const name = { zh: "ja", ko: "ja" }[lang] || lang;
  const rules = RULES[name];
  if (!rules) throw new Error("no rules for " + l);
  const d = { locale: loc, rules: name, cats: [], ranges: [] };
  ["cardinal", "ordinal"].forEach((type, ti) => {
    for (const o of OPTS) {
      const pr = new Intl.PluralRules(l, { type, ...o });
      for (const x of SAMPLES) {
        const want = pr.select(x), got = category(rules[ti], plain(x, o));
        if (want !== got) throw new Error(`${l} ${type} ${JSON.stringify(o)} ${x}: node ${want}, rules ${got}`);
      }
    }
    const pr = new Intl.PluralRules(l, { type });
    const cats = pr.resolvedOptions().pluralCategories;
    d.cats.push(cats.join(","));
    // selectRange by the categories of the two ends; checked on every
    // pair of samples of those categories.
    const by = {};
    for (const x of SAMPLES) (by[pr.select(x)] ||= []).push(x);
    const pairs = [];
    for (const a of cats) for (const b of cats) {
      let res = null;
      for (const x of by[a].slice(0, 6)) for (const y of by[b].slice(0, 6)) {
        const r = pr.selectRange(x, y);
        if (res !== null && r !== res) throw new Error(`${l} range ${a}-${b} differs`);
        res = r;
      }
      if (res !== "other") pairs.push(`${a}+${b}=${res}`);
    }
    d.ranges.push(pairs.join(","));
  });
  return d;
}

// sampleFor finds, for each category, numbers of that category (by the
// locale's rules), avoiding exactly 1 when another exists.
function samplesByCat(rules, list) {
  const out = {};
  for (const x of list) {
    const c = category(rules, plain(x, {}));
    (out[c] ||= []).push(x);
  }
  for (const c in out) if (out[c].length > 1 && out[c][0] === 1) out[c].push(out[c].shift());
  return out;
}
const CAT_SAMPLES = [2, 3, 5, 11, 21, 22, 25, 100, 101, 1, 0, 1000000, 1.5, 0.5, 2.5];

const NUMTYPES = ["integer", "group", "decimal", "fraction"];
// pattern writes parts with the number as "#"; mark(type) names the
// other parts that are not literal ("~" compact, "¤" currency, "@" unit).
function pattern(parts, marks = {}) {
  let out = "", inNum = false, text = [];
  for (const p of parts) {
    if (NUMTYPES.includes(p.type)) {
      if (!inNum) out += "#";
      inNum = true;
      continue;
    }
    inNum = false;
    if (p.type === "minusSign" || p.type === "plusSign") throw new Error("sign in pattern");
    if (marks[p.type]) {
      out += marks[p.type];
      text.push(p.value);
    } else if (p.type === "literal") out += p.value;
    else throw new Error("part " + p.type);
  }
  return { out, text };
}

// ---- RelativeTimeFormat ----

const REL_UNITS = ["year", "quarter", "month", "week", "day", "hour", "minute", "second"];
const STYLES = ["long", "short", "narrow"];

function relData(l, prules) {
  const lines = {};
  const loc = new Intl.RelativeTimeFormat(l).resolvedOptions().locale;
  const byCat = samplesByCat(prules, CAT_SAMPLES);
  for (const style of STYLES) for (const unit of REL_UNITS) {
    const always = new Intl.RelativeTimeFormat(l, { style });
    const auto = new Intl.RelativeTimeFormat(l, { style, numeric: "auto" });
    const pats = {};
    for (const c of CATS) {
      if (!byCat[c]) continue;
      for (const [dir, sign] of [["past", -1], ["future", 1]]) {
        const found = new Set(byCat[c].slice(0, 4).map((x) => pattern(always.formatToParts(sign * x, unit)).out));
        if (found.size !== 1) throw new Error(`${l} ${style} ${unit} ${c}: ${[...found]}`);
        pats[dir + "." + c] = [...found][0];
      }
    }
    for (const dir of ["past", "future"]) {
      const other = pats[dir + ".other"];
      lines[`${style}.${unit}.${dir}.other`] = other;
      for (const c of CATS) if (pats[dir + "." + c] !== undefined && pats[dir + "." + c] !== other) lines[`${style}.${unit}.${dir}.${c}`] = pats[dir + "." + c];
    }
    for (let k = -3; k <= 3; k++) {
      const a = auto.format(k, unit);
      if (a !== always.format(k, unit)) lines[`${style}.${unit}.${k}`] = a;
    }
  }
  return { locale: loc, lines };
}

// ---- NumberFormat words ----

const UNITS = ["acre", "bit", "byte", "celsius", "centimeter", "day", "degree", "fahrenheit", "fluid-ounce", "foot", "gallon", "gigabit", "gigabyte", "gram", "hectare", "hour", "inch", "kilobit", "kilobyte", "kilogram", "kilometer", "liter", "megabit", "megabyte", "meter", "microsecond", "mile", "mile-scandinavian", "milliliter", "millimeter", "millisecond", "minute", "month", "nanosecond", "ounce", "percent", "petabyte", "pound", "second", "stone", "terabit", "terabyte", "week", "yard", "year"];
const WIDTHS = ["short", "narrow", "long"];

// unitPats is the unit's pattern per category ("{0} km": the Go side
// finds the unit parts again as the text beside the spaces next to {0}).
function unitPats(l, unit, width, byCat) {
  const nf = new Intl.NumberFormat(l, { style: "unit", unit, unitDisplay: width });
  const out = {};
  for (const c of CATS) {
    if (!byCat[c]) continue;
    const pats = new Set(byCat[c].slice(0, 3).map((x) => {
      const parts = nf.formatToParts(x);
      const p = pattern(parts, { unit: "@" });
      // The Go side splits the text beside # into literal spaces next to
      // the number and unit text: check that gives node's parts.
      const text = parts.filter((q) => !NUMTYPES.includes(q.type)).map((q) => q.type + ":" + q.value).join("|");
      const joined = parts.map((q) => (NUMTYPES.includes(q.type) ? "\u0001" : q.value)).join("").replace(/\u0001+/, "{0}");
      const split = splitUnit(joined).map((q) => q.type + ":" + q.value).join("|");
      if (split !== text) throw new Error(`${l} ${unit} ${width}: ${text} / ${split}`);
      return joined;
    }));
    if (pats.size !== 1) throw new Error(`${l} ${unit} ${width} ${c}: ${[...pats]}`);
    out[c] = [...pats][0];
  }
  return out;
}

// splitUnit mirrors unitParts in builtin_intl_number_words.go.
function splitUnit(pat) {
  const i = pat.indexOf("{0}");
  const out = [];
  const side = (s, before) => {
    const m = before ? s.match(/^(.*?)(\s*)$/s) : s.match(/^(\s*)(.*?)$/s);
    const [sp, tx] = before ? [m[2], m[1]] : [m[1], m[2]];
    if (before) {
      if (tx) out.push({ type: "unit", value: tx });
      if (sp) out.push({ type: "literal", value: sp });
    } else {
      if (sp) out.push({ type: "literal", value: sp });
      if (tx) out.push({ type: "unit", value: tx });
    }
  };
  side(pat.slice(0, i), true);
  side(pat.slice(i + 3), false);
  return out;
}

function wordsData(l, prules) {
  const lines = {};
  const byCat = samplesByCat(prules, CAT_SAMPLES);
  const put = (prefix, pats) => {
    const other = pats.other;
    lines[prefix + ".other"] = other;
    for (const c in pats) if (c !== "other" && pats[c] !== other) lines[prefix + "." + c] = pats[c];
  };
  // formatRange's separator and approximately sign.
  const range = new Intl.NumberFormat(l).formatRangeToParts(3, 5);
  if (range.length !== 3 || range[1].type !== "literal") throw new Error(`${l} range ${q(range)}`);
  lines.range = range[1].value;
  const approx = new Intl.NumberFormat(l).formatRangeToParts(5, 5);
  if (approx[0].type !== "approximatelySign") throw new Error(`${l} approx ${q(approx)}`);
  lines.approx = approx[0].value;
  // Currency formats' own symbols where they differ (de-AT groups
  // currency amounts with ".", fr-CH writes their decimal point as ".").
  const find = (parts, type) => (parts.find((p) => p.type === type) || {}).value;
  const dec = new Intl.NumberFormat(l, { useGrouping: "always" }).formatToParts(1234567.5);
  const cur = new Intl.NumberFormat(l, { style: "currency", currency: "EUR", useGrouping: "always" }).formatToParts(1234567.5);
  if (find(cur, "group") !== find(dec, "group")) lines.cgroup = find(cur, "group");
  if (find(cur, "decimal") !== find(dec, "decimal")) lines.cdecimal = find(cur, "decimal");
  const simple = {};
  for (const u of UNITS) for (const w of WIDTHS) {
    simple[u + "." + w] = unitPats(l, u, w, byCat);
    put(`u.${u}.${w}`, simple[u + "." + w]);
  }
  // Compounds: the denominator's per pattern applied to the numerator's
  // pattern ("{0} pro Stunde" around "{0} Kilometer"), derived from acre and
  // checked on every numerator; the compounds it does not give (the units
  // CLDR names whole, km/h, mph) are stored whole.
  for (const den of UNITS) for (const w of WIDTHS) {
    let per = null;
    for (const num of ["acre", "byte", "stone"]) {
      per = perPattern(unitPats(l, num + "-per-" + den, w, byCat).other, simple[num + "." + w].other);
      if (per !== null) break;
    }
    if (per === null) throw new Error(`${l} per ${den} ${w}`);
    lines[`per.${den}.${w}`] = per;
    for (const num of UNITS) {
      const got = unitPats(l, num + "-per-" + den, w, byCat);
      for (const c in got) {
        const base = simple[num + "." + w][c] || simple[num + "." + w].other;
        if (applyPer(per, base) !== got[c]) {
          put(`u.${num}-per-${den}.${w}`, got);
          break;
        }
      }
    }
  }
  // Currency names: the pattern ("# ¤") and each currency's names.
  // tr-TR splits the fraction digits around most names ("AED 2,0 BAE
  // dirhemi0"): a locale whose names do not fit a pattern keeps its
  // language's.
  try {
    currencyNames(l, prules, byCat, lines, put);
  } catch (e) {
    const parent = words[lang(l)];
    if (!parent || parent === lines) throw e;
    process.stderr.write(`(${l}: currency names as ${lang(l)}'s: ${e.message}) `);
    for (const k in parent) if (k.startsWith("c.") || k.startsWith("cpat")) lines[k] = parent[k];
  }
  // Long compact forms per power of ten: the divisor, then the pattern
  // per category ("# ~" with the compact text after a tab), and "=1" the
  // form of exactly one when it has its own ("mille").
  for (let k = 3; k <= 20; k++) {
    const nf = new Intl.NumberFormat(l, { notation: "compact", compactDisplay: "long" });
    const base = nf.formatToParts(10 ** k);
    const digits = base.filter((p) => p.type === "integer").map((p) => p.value).join("").length;
    if (!base.some((p) => p.type === "compact")) continue;
    const div = base.some((p) => p.type === "integer") ? k - digits + 1 : k;
    const pats = {};
    const one = pattern(base, { compact: "~" });
    const scale = 10 ** (k - div);
    for (const m of [1, 1.2, 1.5, 2, 2.5, 3, 5, 11, 12, 21, 22, 25, 100, 110, 120, 210, 220, 250]) {
      if (m < scale || m >= scale * 10 || m === 1) continue;
      const parts = nf.formatToParts(m * 10 ** div);
      const shown = parts.filter((p) => NUMTYPES.includes(p.type)).map((p) => (p.type === "decimal" ? "." : p.type === "group" ? "" : p.value)).join("");
      if (Number(shown) !== m) throw new Error(`${l} compact ${m}e${div} shows ${shown}`);
      const cat = category(prules, shown, div);
      const p = pattern(parts, { compact: "~" });
      const v = p.out + "\t" + p.text[0];
      if (pats[cat] !== undefined && pats[cat] !== v) throw new Error(`${l} compact ${k} ${cat}: ${pats[cat]} / ${v}`);
      pats[cat] = v;
    }
    const oneV = one.out + "\t" + one.text[0];
    if (!pats.other) pats.other = oneV;
    const oneCat = category(prules, "1", div);
    if (scale === 1 && (pats[oneCat] || pats.other) !== oneV) {
      if (pats[oneCat] === undefined) pats[oneCat] = oneV;
      else pats["=1"] = oneV;
    }
    lines[`k.${k}`] = String(div);
    put(`k.${k}`, pats);
  }
  return lines;
}

function currencyNames(l, prules, byCat, lines, put) {
  const cpat = {};
  for (const code of ["EUR", ...Intl.supportedValuesOf("currency")]) {
    const digits = new Intl.NumberFormat("en", { style: "currency", currency: code }).resolvedOptions().maximumFractionDigits;
    // With two fraction digits too: a currency without them (JPY) still
    // has the fraction forms, which ranges show ("-1 – 1 jena japońskiego").
    const names = {}, pats = {};
    for (const d of [digits, 2]) for (const c of CATS) {
      if (!byCat[c]) continue;
      const nf = new Intl.NumberFormat(l, { style: "currency", currency: code, currencyDisplay: "name", minimumFractionDigits: d, maximumFractionDigits: d });
      for (const x of byCat[c].slice(0, 3)) {
        // The category comes from the formatted number (2,00 has v = 2).
        const parts = nf.formatToParts(x);
        const p = pattern(parts, { currency: "¤" });
        if (p.text.length === 2) {
          // tr's Turkish lira: "₺1,00 Türk lirası", its symbol (written
          // ¢) before the number and the name after.
          p.out = p.out.replace("¤", "¢");
          p.text.shift();
        }
        if (p.out.split("#").length > 2) throw new Error(`${l} ${code}: ${p.out}`);
        const cat = category(prules, plain(x, { minimumFractionDigits: d, maximumFractionDigits: d }));
        (names[cat] ||= new Set()).add(p.text[0]);
        (pats[cat] ||= new Set()).add(p.out);
      }
    }
    for (const c in pats) {
      if (pats[c].size !== 1) throw new Error(`${l} ${code} pattern ${c}: ${[...pats[c]]}`);
      const v = [...pats[c]][0];
      if (code === "EUR") cpat[c] = v;
      else if (v !== cpat[c]) lines[`cpat.${code}.${c}`] = v;
    }
    const flat = {};
    for (const c in names) {
      if (names[c].size !== 1) throw new Error(`${l} ${code} ${c}: ${[...names[c]]}`);
      flat[c] = [...names[c]][0];
    }
    if (!flat.other) flat.other = code;
    put(`c.${code}`, flat);
  }
  put("cpat", cpat);
}

function perPattern(x, y) {
  // x is y inside the per pattern.
  const i = x.indexOf(y);
  if (i < 0) return null;
  return x.slice(0, i) + "{0}" + x.slice(i + y.length);
}
function applyPer(per, base) { return per.replace("{0}", base); }

// ---- output ----

const lang = (l) => (l === "pt-PT" ? "pt" : l.split("-")[0]);
function diffLines(lines, parent) {
  const out = [];
  for (const k of Object.keys(lines)) if (!parent || parent[k] !== lines[k]) out.push(k + "\t" + lines[k]);
  if (parent) for (const k of Object.keys(parent)) if (!(k in lines)) out.push(k + "\t\u0000");
  return out.join("\n");
}

const q = JSON.stringify;
const plurals = {}, rels = {}, words = {};
for (const l of LOCALES) {
  const p = pluralData(l);
  plurals[l] = p;
  const rules = RULES[p.rules][0];
  rels[l] = relData(l, rules);
  words[l] = wordsData(l, rules);
  process.stderr.write(l + " ");
}
process.stderr.write("\n");

const lines = [];
lines.push(`// Code generated by node ${process.version} (vm/builtin_intl_number_gen.js); DO NOT EDIT.

package vm

// pluralRuleText holds CLDR's plural rules by name: cardinal, ordinal.
var pluralRuleText = map[string][2]string{`);
for (const k of Object.keys(RULES)) lines.push(`\t${q(k)}: {${q(RULES[k][0])}, ${q(RULES[k][1])}},`);
lines.push(`}

// pluralLocales gives, per locale, the locale Intl.PluralRules resolves
// to, its rules' name, the categories in node's order (cardinal, ordinal)
// and the selectRange results other than "other" (start+end=result).
var pluralLocales = map[string]pluralLocale{`);
for (const l of LOCALES) {
  const p = plurals[l];
  lines.push(`\t${q(l)}: {${q(p.locale)}, ${q(p.rules)}, [2]string{${q(p.cats[0])}, ${q(p.cats[1])}}, [2]string{${q(p.ranges[0])}, ${q(p.ranges[1])}}},`);
}
lines.push(`}

// relLocales gives the locale Intl.RelativeTimeFormat resolves to.
var relLocales = map[string]string{`);
for (const l of LOCALES) lines.push(`\t${q(l)}: ${q(rels[l].locale)},`);
lines.push(`}

// relWords and numWords are each locale's words as "key\\tvalue" lines
// (a regional locale's lines are those that differ from its language's;
// the value NUL removes a key). relWords: "style.unit.past|future.category"
// patterns and "style.unit.offset" words of numeric "auto". numWords:
// "u.unit.width.category" unit patterns ({0} the number),
// "per.unit.width" compound patterns ({0} the numerator's pattern),
// "c.code.category" currency names and "cpat.category" their pattern
// ("cpat.code.category" where a currency's differs; ¢ its symbol),
// "k.power" the long compact divisor and "k.power.category" its pattern
// and text; "range" and "approx" formatRange's separator and
// approximately sign; "cgroup" and "cdecimal" the currency formats'
// separators where they differ.
var relWords = map[string]string{`);
const emit = (table) => {
  for (const l of LOCALES) {
    const parent = lang(l) !== l && LOCALES.includes(lang(l)) ? table[lang(l)] : null;
    const text = diffLines(table[l], parent);
    lines.push(`\t${q(l)}: ${q(text)},`);
  }
};
emit(Object.fromEntries(LOCALES.map((l) => [l, rels[l].lines])));
lines.push(`}

var numWords = map[string]string{`);
emit(words);
lines.push(`}`);
console.log(lines.join("\n"));
