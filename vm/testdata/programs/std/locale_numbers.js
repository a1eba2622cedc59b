// value: {"rows":17,"total":"134.920.015,65"}
// log: DACH         1.234.567,89 € (+12,3 %) 1.234.567,891
// log: France       98 765,40 € (-5,2 %) 98 765,4
// log: UK           £45,200.00 (+30%) 45,200
// log: India        ₹12,34,56,789.50 (+7.5%) 12,34,56,789.5
// log: Japan        ￥3,456,789 (+1%) 3,456,789.4
// log: Brazil       R$ 7.654,32 (+150%) 7.654,321
// log: Mexico       $15,000.00 (0%) 15,000
// log: Spain        1234,50 € (+20 %) 1234,5
// log: Sweden       −2 500,75 kr (−50 %) −2 500,75
// log: Poland       9876,50 zł (+3,1%) 9876,5
// log: Russia       5 000 000,00 ₽ (+12 %) 5 000 000
// log: China        ¥88,888.80 (+6.6%) 88,888.8
// log: Korea        ₩1,500,000 (+2%) 1,500,000
// log: Canada       4 321,09 $ (+11 %) 4 321,09
// log: Netherlands  € -321,50 (+9%) -321,5
// log: Italy        1000,00 € (+50%) 1000
// log: Australia    $2,750.50 (+4%) 2,750.5
// log: 1.234,5 1 234,5 12,34,567 1'234'567.891
// log: 1234 12.345 1234 −42,5
// log: 1.234,50 €
// log: 0,50 123 000
// log: en-US 999 1.2K 15K 1M 1.5M 2.5B 7.1T
// log: de-DE 999 1234 15.300 999.999 1,5 Mio. 2,5 Mrd. 7,1 Bio.
// log: fr-FR 999 1,2 k 15 k 1 M 1,5 M 2,5 Md 7,1 Bn
// log: ja-JP 999 1234 1.5万 100万 150万 25億 7.1兆
// log: en-IN 999 1.2K 15K 10L 15L 250Cr 7.1LCr
// log: es-ES 999 1,2 mil 15 mil 1 M 1,5 M 2500 M 7,1 B
// log: zh-CN 999 1234 1.5万 100万 150万 25亿 7.1万亿
// log: ru-RU 999 1,2 тыс. 15 тыс. 1 млн 1,5 млн 2,5 млрд 7,1 трлн
// log: ko-KR 999 1.2천 1.5만 100만 150만 25억 7.1조
// log: -5,00 $
// log: (US$5.00)
// log: 12,00 CHF ₹25,00,000
// log: [{"type":"minusSign","value":"-"},{"type":"integer","value":"1"},{"type":"group","value":"."},{"type":"integer","value":"234"},{"type":"decimal","value":","},{"type":"fraction","value":"50"},{"type":"literal","value":" "},{"type":"currency","value":"€"}]
// log: [{"type":"integer","value":"1"},{"type":"group","value":" "},{"type":"integer","value":"234"},{"type":"group","value":" "},{"type":"integer","value":"567"},{"type":"decimal","value":","},{"type":"fraction","value":"25"}]
// log: de de-DE fr-CA en-US en-US
// log: [ 'de-DE', 'fr', 'en-GB', 'ja-JP' ]
// log: 12.345.678.901.234.567.890 12,34,567 -5 000,00 €
// log: %25 %50 %100 ₺1.234,50
// Locale-aware number formatting as model-written reports use it.
const sales = [
  { region: "DACH", locale: "de-DE", currency: "EUR", revenue: 1234567.891, growth: 0.1234 },
  { region: "France", locale: "fr-FR", currency: "EUR", revenue: 98765.4, growth: -0.052 },
  { region: "UK", locale: "en-GB", currency: "GBP", revenue: 45200, growth: 0.3 },
  { region: "India", locale: "en-IN", currency: "INR", revenue: 123456789.5, growth: 0.075 },
  { region: "Japan", locale: "ja-JP", currency: "JPY", revenue: 3456789.4, growth: 0.01 },
  { region: "Brazil", locale: "pt-BR", currency: "BRL", revenue: 7654.321, growth: 1.5 },
  { region: "Mexico", locale: "es-MX", currency: "MXN", revenue: 15000, growth: 0 },
  { region: "Spain", locale: "es-ES", currency: "EUR", revenue: 1234.5, growth: 0.2 },
  { region: "Sweden", locale: "sv-SE", currency: "SEK", revenue: -2500.75, growth: -0.5 },
  { region: "Poland", locale: "pl-PL", currency: "PLN", revenue: 9876.5, growth: 0.031 },
  { region: "Russia", locale: "ru-RU", currency: "RUB", revenue: 5000000, growth: 0.12 },
  { region: "China", locale: "zh-CN", currency: "CNY", revenue: 88888.8, growth: 0.066 },
  { region: "Korea", locale: "ko-KR", currency: "KRW", revenue: 1500000, growth: 0.02 },
  { region: "Canada", locale: "fr-CA", currency: "CAD", revenue: 4321.09, growth: 0.11 },
  { region: "Netherlands", locale: "nl-NL", currency: "EUR", revenue: -321.5, growth: 0.09 },
  { region: "Italy", locale: "it-IT", currency: "EUR", revenue: 1000, growth: 0.5 },
  { region: "Australia", locale: "en-AU", currency: "AUD", revenue: 2750.5, growth: 0.04 },
];
for (const s of sales) {
  const money = new Intl.NumberFormat(s.locale, { style: "currency", currency: s.currency });
  const pct = new Intl.NumberFormat(s.locale, { style: "percent", maximumFractionDigits: 1, signDisplay: "exceptZero" });
  console.log(`${s.region.padEnd(12)} ${money.format(s.revenue)} (${pct.format(s.growth)}) ${s.revenue.toLocaleString(s.locale)}`);
}
console.log((1234.5).toLocaleString("de-DE"), (1234.5).toLocaleString("fr-FR"), (1234567).toLocaleString("en-IN"), (1234567.891).toLocaleString("de-CH"));
console.log((1234).toLocaleString("es-ES"), (12345).toLocaleString("es-ES"), (1234).toLocaleString("pl-PL"), (-42.5).toLocaleString("sv-SE"));
console.log(new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" }).format(1234.5));
console.log(new Intl.NumberFormat("de", { minimumFractionDigits: 2 }).format(0.5), new Intl.NumberFormat("fr", { maximumSignificantDigits: 3 }).format(123456));
const compact = [999, 1234, 15300, 999999, 1500000, 2.5e9, 7.1e12];
for (const l of ["en-US", "de-DE", "fr-FR", "ja-JP", "en-IN", "es-ES", "zh-CN", "ru-RU", "ko-KR"]) {
  console.log(l, compact.map((x) => new Intl.NumberFormat(l, { notation: "compact" }).format(x)).join(" "));
}
console.log(new Intl.NumberFormat("de-DE", { style: "currency", currency: "USD", currencySign: "accounting" }).format(-5));
console.log(new Intl.NumberFormat("en-GB", { style: "currency", currency: "USD", currencySign: "accounting" }).format(-5));
console.log(new Intl.NumberFormat("fr-FR", { style: "currency", currency: "CHF" }).format(12), new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 }).format(2500000));
console.log(JSON.stringify(new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" }).formatToParts(-1234.5)));
console.log(JSON.stringify(new Intl.NumberFormat("fr-FR").formatToParts(1234567.25)));
console.log(new Intl.NumberFormat("de").resolvedOptions().locale, new Intl.NumberFormat("de-DE").resolvedOptions().locale,
  new Intl.NumberFormat(["xx-YY", "fr-CA"]).resolvedOptions().locale, new Intl.NumberFormat("tlh").resolvedOptions().locale,
  new Intl.NumberFormat().resolvedOptions().locale);
console.log(Intl.NumberFormat.supportedLocalesOf(["de-DE", "fr", "xx", "en-GB", "ja-JP", "tlh"]));
console.log((12345678901234567890n).toLocaleString("de-DE"), (1234567n).toLocaleString("en-IN"), (-5000n).toLocaleString("fr-FR", { style: "currency", currency: "EUR" }));
console.log([0.25, 0.5, 1].map((x) => x.toLocaleString("tr-TR", { style: "percent" })).join(" "), (1234.5).toLocaleString("tr-TR", { style: "currency", currency: "TRY" }));
const total = sales.reduce((a, s) => a + s.revenue, 0);
return { total: total.toLocaleString("de-DE", { maximumFractionDigits: 2 }), rows: sales.length };
