// log: en-GB 41a58426 c44d2452
// log: en-CA 9ae8bc6e 22c6fcef
// log: en-IN 3bbf5de6 b44ef0c4
// log: de-DE 098d368c 78461798
// log: fr-FR e92ef098 1f0af30f
// log: fr-CA 5aa984b7 7d572461
// log: es-ES 7b487457 f15752a6
// log: es-MX 1e7312c2 5814a463
// log: it-IT 69c60d52 697605a2
// log: pt-BR ffaff41d 8e6c9458
// log: nl-NL 3991e0bb 382d8afb
// log: sv-SE 8cd9a5ea a349e3c3
// log: ja-JP 7f809c10 af959ac1
// log: zh-CN 30167261 cb85a458
// log: ko-KR f3eadda5 3452c76f
// log: ru-RU 90f31775 4dd3db00
// log: pl-PL ac7c3501 6d8ce597
// Many option combinations per locale, checked against node through a
// hash of all outputs per locale (FNV-1a), so the header stays short.
const locales = ["en-GB", "en-CA", "en-IN", "de-DE", "fr-FR", "fr-CA", "es-ES", "es-MX", "it-IT", "pt-BR", "nl-NL", "sv-SE", "ja-JP", "zh-CN", "ko-KR", "ru-RU", "pl-PL"];
const dates = [Date.UTC(2026, 10, 30, 15, 5, 6, 789), Date.UTC(2024, 0, 5, 0, 7, 9, 12), Date.UTC(1999, 11, 31, 12, 0, 0, 0)];
const W = ["", "long", "short", "narrow"], Y = ["", "numeric", "2-digit"], M = ["", "numeric", "2-digit", "short", "long", "narrow"], N = ["", "numeric", "2-digit"];
const V = [{}, { hour12: true }, { hour12: false }, { hourCycle: "h11" }, { hourCycle: "h23" }];
const VS = [{}, { hour12: true }, { hour12: false }];
let seed = 11;
const rnd = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return (seed >>> 16) % n; };
const hash = (lines) => {
  let h = 0x811c9dc5;
  for (const s of lines) for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 0x01000193) >>> 0; }
  return h.toString(16).padStart(8, "0");
};
for (const l of locales) {
  const nums = [], dts = [];
  for (const x of [0, -0, 1, -1, 1234, 12345.678, -1234567.891, 0.5, 1e21, NaN, -Infinity, 999999, 1234567890123]) {
    nums.push(x.toLocaleString(l), x.toLocaleString(l, { style: "percent" }), x.toLocaleString(l, { style: "currency", currency: "EUR" }),
      x.toLocaleString(l, { style: "currency", currency: "USD", currencySign: "accounting" }), x.toLocaleString(l, { notation: "compact" }),
      x.toLocaleString(l, { style: "currency", currency: "JPY", currencyDisplay: "code" }), x.toLocaleString(l, { signDisplay: "always", maximumFractionDigits: 1 }));
  }
  for (const c of ["USD", "EUR", "GBP", "JPY", "INR", "CNY", "CHF", "CAD", "AUD", "BRL", "MXN", "KRW", "SEK", "PLN", "RUB", "XYZ"]) {
    nums.push(new Intl.NumberFormat(l, { style: "currency", currency: c }).format(-1234.5), new Intl.NumberFormat(l, { style: "currency", currency: c, currencyDisplay: "narrowSymbol" }).format(1234.5));
  }
  for (const x of [999, 1000, 1500, 9999, 12345, 99999, 123456, 999999, 1234567, 12345678, 123456789, 1.5e9, 2.5e12, 9.9e14, 3e15]) {
    nums.push(new Intl.NumberFormat(l, { notation: "compact" }).format(-x));
  }
  for (let i = 0; i < 60; i++) {
    const o = { timeZone: "UTC" };
    const w = W[rnd(4)], y = Y[rnd(3)], m = M[rnd(6)], d = N[rnd(3)], h = N[rnd(3)], mi = N[rnd(3)], s = N[rnd(3)];
    if (rnd(3)) { if (w) o.weekday = w; if (y) o.year = y; if (m) o.month = m; if (d) o.day = d; }
    if (rnd(3)) { if (h) o.hour = h; if (mi) o.minute = mi; if (s) o.second = s; Object.assign(o, V[rnd(5)]); }
    const f = new Intl.DateTimeFormat(l, o);
    const ro = f.resolvedOptions();
    dts.push(dates.map((t) => f.format(t)).join("|") + JSON.stringify([ro.hourCycle, ro.weekday, ro.year, ro.month, ro.day, ro.hour, ro.minute, ro.second]));
  }
  for (const ds of ["full", "long", "medium", "short", undefined]) for (const ts of ["full", "long", "medium", "short", undefined]) for (const v of VS) {
    if (!ds && !ts) continue;
    const f = new Intl.DateTimeFormat(l, { dateStyle: ds, timeStyle: ts, timeZone: "UTC", ...v });
    dts.push(dates.map((t) => f.format(t)).join("|") + f.resolvedOptions().hourCycle);
  }
  console.log(l, hash(nums), hash(dts));
}
