// value: ["2026-01-05","2026-03-17","2026-07-02"]
// log: 2026-11-30 30/11/2026 30.11.2026 2026/11/30 30/11/2026
// log: 2026-11-30 30-11-2026 2026. 11. 30. 2026/11/30 30.11.2026 30.11.2026
// log: 30/11/2026, 15:05:09 | 30.11.2026, 15:05:09 | 30/11/2026 15:05:09 | 2026/11/30 15:05:09 | 30/11/2026, 3:05:09 pm
// log: 15:05:09 15:05:09 PM 3:05:09 3:05:09 pm 3:05:09 p.m. 15 h 05 min 09 s
// log: 2025-12-31 2026-01-01 2026-06-09
// log: 2026-11-30
// log: en-GB Monday, 30 November 2026 | 30 November 2026 | 30 Nov 2026 | 30/11/2026 | 30 Nov 2026, 15:05
// log: de-DE Montag, 30. November 2026 | 30. November 2026 | 30.11.2026 | 30.11.26 | 30.11.2026, 15:05
// log: fr-FR lundi 30 novembre 2026 | 30 novembre 2026 | 30 nov. 2026 | 30/11/2026 | 30 nov. 2026, 15:05
// log: es-ES lunes, 30 de noviembre de 2026 | 30 de noviembre de 2026 | 30 nov 2026 | 30/11/26 | 30 nov 2026, 15:05
// log: it-IT lunedì 30 novembre 2026 | 30 novembre 2026 | 30 nov 2026 | 30/11/26 | 30 nov 2026, 15:05
// log: pt-BR segunda-feira, 30 de novembro de 2026 | 30 de novembro de 2026 | 30 de nov. de 2026 | 30/11/2026 | 30 de nov. de 2026, 15:05
// log: nl-NL maandag 30 november 2026 | 30 november 2026 | 30 nov 2026 | 30-11-2026 | 30 nov 2026, 15:05
// log: ja-JP 2026年11月30日月曜日 | 2026年11月30日 | 2026/11/30 | 2026/11/30 | 2026/11/30 15:05
// log: zh-CN 2026年11月30日星期一 | 2026年11月30日 | 2026年11月30日 | 2026/11/30 | 2026年11月30日 15:05
// log: ko-KR 2026년 11월 30일 월요일 | 2026년 11월 30일 | 2026. 11. 30. | 26. 11. 30. | 2026. 11. 30. PM 3:05
// log: ru-RU понедельник, 30 ноября 2026 г. | 30 ноября 2026 г. | 30 нояб. 2026 г. | 30.11.2026 | 30 нояб. 2026 г., 15:05
// log: pl-PL poniedziałek, 30 listopada 2026 | 30 listopada 2026 | 30 lis 2026 | 30.11.2026 | 30 lis 2026, 15:05
// log: sv-SE måndag 30 november 2026 | 30 november 2026 | 30 nov. 2026 | 2026-11-30 | 30 nov. 2026 15:05
// log: fr-CA lundi 30 novembre 2026 | 30 novembre 2026 | 30 nov. 2026 | 2026-11-30 | 30 nov. 2026, 15 h 05
// log: es-MX lunes, 30 de noviembre de 2026 | 30 de noviembre de 2026 | 30 nov 2026 | 30/11/26 | 30 nov 2026, 3:05 p.m.
// log: en-IN Monday, 30 November 2026 | 30 November 2026 | 30 Nov 2026 | 30/11/26 | 30 Nov 2026, 3:05 pm
// log: de-DE Kickoff: Montag, 5. Januar 09:00; Review: Dienstag, 17. März 14:30; Retro: Donnerstag, 2. Juli 16:45
// log: fr-FR Kickoff: lundi 5 janvier 09:00; Review: mardi 17 mars 14:30; Retro: jeudi 2 juillet 16:45
// log: en-GB Kickoff: Monday 5 January 09:00; Review: Tuesday 17 March 14:30; Retro: Thursday 2 July 16:45
// log: es-ES Kickoff: lunes, 5 de enero 09:00; Review: martes, 17 de marzo 14:30; Retro: jueves, 2 de julio 16:45
// log: ja-JP Kickoff: 1月5日月曜日 09:00; Review: 3月17日火曜日 14:30; Retro: 7月2日木曜日 16:45
// log: Jan Feb Mär Apr Mai Jun Jul Aug Sep Okt Nov Dez
// log: dimanche lundi mardi mercredi jeudi vendredi samedi
// log: январь февраль март апрель май июнь июль август сентябрь октябрь ноябрь декабрь
// log: 1 marca 2026 1 марта
// log: 3:05:09 pm 3:05 PM 15:05:09 午後3:05
// log: AM 12:30 00
// log: [{"type":"day","value":"30"},{"type":"literal","value":"."},{"type":"month","value":"11"},{"type":"literal","value":"."},{"type":"year","value":"2026"},{"type":"literal","value":", "},{"type":"hour","value":"15"},{"type":"literal","value":":"},{"type":"minute","value":"05"}]
// log: {"locale":"de-DE","calendar":"gregory","numberingSystem":"latn","timeZone":"UTC","hourCycle":"h23","hour12":false,"year":"numeric","month":"numeric","day":"numeric","hour":"2-digit","minute":"2-digit"}
// log: {"locale":"en-GB","calendar":"gregory","numberingSystem":"latn","timeZone":"UTC","year":"numeric","month":"2-digit","day":"2-digit"}
// log: ja fr-BE en-US [ 'en-GB', 'ko' ]
// log: lunes, 30 de noviembre de 2026 | lun 30 nov | novembro de 2026
// log: 30/11/2026, 15:05:09 GMT | 30.11.2026, 15:05:09 UTC
// Locale-aware dates: ISO dates through en-CA, European and Asian formats,
// tables of meetings, month and weekday names.
const d = new Date(Date.UTC(2026, 10, 30, 15, 5, 9));
console.log(d.toLocaleDateString("en-CA"), d.toLocaleDateString("en-GB"), d.toLocaleDateString("de-DE"), d.toLocaleDateString("ja-JP"), d.toLocaleDateString("fr-FR"));
console.log(d.toLocaleDateString("sv-SE"), d.toLocaleDateString("nl-NL"), d.toLocaleDateString("ko-KR"), d.toLocaleDateString("zh-CN"), d.toLocaleDateString("ru-RU"), d.toLocaleDateString("pl-PL"));
console.log(d.toLocaleString("en-GB"), "|", d.toLocaleString("de-DE"), "|", d.toLocaleString("fr-FR"), "|", d.toLocaleString("ja-JP"), "|", d.toLocaleString("en-AU"));
console.log(d.toLocaleTimeString("en-GB"), d.toLocaleTimeString("de-DE"), d.toLocaleTimeString("ko-KR"), d.toLocaleTimeString("en-IN"), d.toLocaleTimeString("es-MX"), d.toLocaleTimeString("fr-CA"));
// The ISO-date trick, with a time zone.
const isoDay = (t, tz) => new Date(t).toLocaleDateString("en-CA", { timeZone: tz });
console.log(isoDay(Date.UTC(2026, 0, 1, 2), "America/New_York"), isoDay(Date.UTC(2026, 0, 1, 2), "Asia/Tokyo"), isoDay(Date.UTC(2026, 5, 9), "UTC"));
console.log(new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit" }).format(d));
for (const l of ["en-GB", "de-DE", "fr-FR", "es-ES", "it-IT", "pt-BR", "nl-NL", "ja-JP", "zh-CN", "ko-KR", "ru-RU", "pl-PL", "sv-SE", "fr-CA", "es-MX", "en-IN"]) {
  const styles = ["full", "long", "medium", "short"].map((s) => d.toLocaleDateString(l, { dateStyle: s }));
  console.log(l, styles.join(" | "), "|", d.toLocaleString(l, { dateStyle: "medium", timeStyle: "short" }));
}
const meetings = [
  { title: "Kickoff", at: Date.UTC(2026, 0, 5, 9, 0) },
  { title: "Review", at: Date.UTC(2026, 2, 17, 14, 30) },
  { title: "Retro", at: Date.UTC(2026, 6, 2, 16, 45) },
];
for (const l of ["de-DE", "fr-FR", "en-GB", "es-ES", "ja-JP"]) {
  const day = new Intl.DateTimeFormat(l, { weekday: "long", day: "numeric", month: "long" });
  const time = new Intl.DateTimeFormat(l, { hour: "2-digit", minute: "2-digit" });
  console.log(l, meetings.map((m) => `${m.title}: ${day.format(m.at)} ${time.format(m.at)}`).join("; "));
}
console.log(Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2026, i, 1)).toLocaleString("de-DE", { month: "short" })).join(" "));
console.log(Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2026, 10, 29 + i)).toLocaleDateString("fr-FR", { weekday: "long" })).join(" "));
console.log(Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2026, i, 1)).toLocaleString("ru-RU", { month: "long" })).join(" "));
console.log(new Date(Date.UTC(2026, 2, 1)).toLocaleDateString("pl-PL", { day: "numeric", month: "long", year: "numeric" }), new Date(Date.UTC(2026, 2, 1)).toLocaleDateString("ru-RU", { day: "numeric", month: "long" }));
console.log(d.toLocaleTimeString("en-GB", { hour12: true }), d.toLocaleTimeString("de-DE", { hour: "numeric", minute: "2-digit", hour12: true }), d.toLocaleTimeString("en-AU", { hourCycle: "h23" }), d.toLocaleTimeString("ja-JP", { hour: "numeric", minute: "numeric", hour12: true }));
console.log(new Date(Date.UTC(2026, 0, 1, 0, 30)).toLocaleTimeString("ko-KR", { hour: "numeric", minute: "numeric" }), new Date(Date.UTC(2026, 0, 1, 0, 30)).toLocaleTimeString("en-GB", { hour: "numeric", hour12: false }));
const f = new Intl.DateTimeFormat("de-DE", { year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric" });
console.log(JSON.stringify(f.formatToParts(d)));
console.log(JSON.stringify(f.resolvedOptions()));
console.log(JSON.stringify(new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "numeric", year: "numeric" }).resolvedOptions()));
console.log(new Intl.DateTimeFormat("ja").resolvedOptions().locale, new Intl.DateTimeFormat("fr-BE").resolvedOptions().locale, new Intl.DateTimeFormat("xx").resolvedOptions().locale, Intl.DateTimeFormat.supportedLocalesOf(["en-GB", "zz", "ko"]));
console.log(d.toLocaleDateString("es-ES", { weekday: "long", year: "numeric", month: "long", day: "numeric" }), "|", d.toLocaleDateString("it-IT", { weekday: "short", day: "2-digit", month: "short" }), "|", d.toLocaleDateString("pt-BR", { month: "long", year: "numeric" }));
console.log(d.toLocaleString("en-GB", { timeZone: "Europe/London", timeZoneName: "short" }), "|", d.toLocaleString("de-DE", { timeZone: "UTC", timeZoneName: "short" }));
return meetings.map((m) => new Date(m.at).toLocaleDateString("en-CA"));
