// formatRange and formatRangeToParts in the generated locales: each
// locale's interval patterns by the largest differing field, ICU's
// fallback (both dates around the locale's separator), a date once with a
// time interval on one day.
const t = (y, mo, d, h = 10, mi = 0, s = 0) => Date.UTC(y, mo, d, h, mi, s);
const start = t(2024, 2, 10);
const ends = { y: t(2025, 0, 5), M: t(2024, 3, 2), d: t(2024, 2, 12), a: t(2024, 2, 10, 15), h: t(2024, 2, 10, 11, 30), m: t(2024, 2, 10, 10, 45), s: t(2024, 2, 10, 10, 0, 30), same: start };
const options = [
  { day: "numeric", month: "long", year: "numeric" }, { day: "numeric", month: "short" }, { month: "long", year: "numeric" },
  { year: "numeric", month: "2-digit", day: "2-digit" }, { weekday: "long", day: "numeric", month: "long" }, { month: "numeric", day: "numeric" },
  { hour: "numeric", minute: "2-digit" }, { hour: "numeric", minute: "2-digit", hour12: true }, { hour: "2-digit", minute: "2-digit", second: "2-digit", hour12: false },
  { dateStyle: "long" }, { dateStyle: "medium", timeStyle: "short" }, { timeStyle: "short" }, { year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "numeric" },
  { year: "numeric" }, { day: "numeric" },
];
for (const l of ["de", "fr", "ja", "en-GB", "es", "it", "pt-BR", "nl", "sv", "zh", "ko", "ru", "pl", "tr", "fr-CA", "de-CH", "en-IN"]) {
  for (const o of options) {
    const f = new Intl.DateTimeFormat(l, { ...o, timeZone: "UTC" });
    console.log(l, JSON.stringify(o), Object.entries(ends).map(([k, e]) => k + "=" + f.formatRange(start, e)).join(" | "));
  }
}
const show = (l, o, e) => new Intl.DateTimeFormat(l, { ...o, timeZone: "UTC" }).formatRangeToParts(start, e).map((p) => p.type + ":" + p.value + ":" + p.source).join(" ");
console.log(show("de", { day: "numeric", month: "long", year: "numeric" }, ends.d));
console.log(show("ja", { day: "numeric", month: "long", year: "numeric" }, ends.d));
console.log(show("fr", { dateStyle: "medium", timeStyle: "short" }, ends.h));
console.log(show("de", { dateStyle: "medium", timeStyle: "short" }, ends.d));
console.log(new Intl.DateTimeFormat("de", { timeZone: "Europe/Berlin", hour: "numeric", minute: "numeric", timeZoneName: "short" }).formatRange(start, ends.h));
