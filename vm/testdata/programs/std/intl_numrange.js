// log: en-US
// log:   3–5 | ~5 | 2.9–3.1 | ~3 | ~-5 | -5 – -3 | -3 – 5 | 3–-5 | 0–-0 | 1,000–1,000,000 | +3 – +5 | ~+5 | $3.00 – $5.00 | €3.00 – €5.00 | ~$3.00 | ~-$3.00 | ($3.00–2.00) | 1.00–2.00 euros | ~1.00 euros | JPY 100–2,000 | 10% – 20% | ~10% | 3–5 km | 1–5 kilometers | ~1 kilometer | 1–2 kilometers per hour | 3–5°C | -3% – 5% | 1K – 5K | 1K – 5M | ~1K | 1–5 million | 2–5 million | 1–2 thousand | 1E3 – 5E3
// log: en-IN
// log:   3–5 | ~5 | 2.9–3.1 | ~3 | ~-5 | -5 – -3 | -3 – 5 | 3–-5 | 0–-0 | 1,000–10,00,000 | +3 – +5 | ~+5 | $3.00 – $5.00 | €3.00 – €5.00 | ~$3.00 | ~-$3.00 | ($3.00–2.00) | 1.00–2.00 euros | ~1.00 euros | JPY 100–2,000 | 10% – 20% | ~10% | 3–5 km | 1–5 kilometres | ~1 kilometre | 1–2 kilometres per hour | 3–5°C | -3% – 5% | 1K – 5K | 1K – 50L | ~1K | 10–50 lakh | 20–50 lakh | 1–2 thousand | 1E3 – 5E3
// log: de
// log:   3–5 | ≈5 | 2,9–3,1 | ≈3 | ≈-5 | -5 – -3 | -3 – 5 | 3–-5 | 0–-0 | 1.000–1.000.000 | +3 – +5 | ≈+5 | 3,00–5,00 $ | 3,00–5,00 € | ≈3,00 $ | ≈-3,00 $ | -3,00–2,00 $ | 1,00–2,00 Euro | ≈1,00 Euro | 100–2.000 JPY | 10–20 % | ≈10 % | 3–5 km | 1–5 Kilometer | ≈1 Kilometer | 1–2 Kilometer pro Stunde | 3–5 °C | -3 % – 5 % | 1000–5000 | 1000–5 Mio. | 1000–1001 | 1 Million – 5 Millionen | 2–5 Millionen | 1–2 Tausend | 1E3 – 5E3
// log: de-CH
// log:   3–5 | ≈5 | 2.9–3.1 | ≈3 | ≈-5 | -5 – -3 | -3 – 5 | 3–-5 | 0–-0 | 1'000–1'000'000 | +3 – +5 | ≈+5 | $ 3.00–5.00 | EUR 3.00–5.00 | $≈3.00 | $≈-3.00 | $-3.00–2.00 | 1.00–2.00 Euro | ≈1.00 Euro | JPY 100–2'000 | 10% – 20% | ≈10% | 3–5 km | 1–5 Kilometer | ≈1 Kilometer | 1–2 Kilometer pro Stunde | 3–5 °C | -3% – 5% | 1000–5000 | 1000–5 Mio. | 1000–1001 | 1 Million – 5 Millionen | 2–5 Millionen | 1–2 Tausend | 1E3 – 5E3
// log: fr
// log:   3–5 | ≃5 | 2,9–3,1 | ≃3 | ≃-5 | -5 – -3 | -3 – 5 | 3–-5 | 0–-0 | 1 000–1 000 000 | +3 – +5 | ≃+5 | 3,00–5,00 $US | 3,00–5,00 € | ≃3,00 $US | ≃-3,00 $US | (3,00–2,00 $US) | 1,00–2,00 euros | ≃1,00 euro | 100–2 000 JPY | 10–20 % | ≃10 % | 3–5 km | 1–5 kilomètres | ≃1 kilomètre | 1–2 kilomètres par heure | 3–5 °C | -3 % – 5 % | 1–5 k | 1 k – 5 M | ≃1 k | 1 million – 5 millions | 2–5 millions | mille – 2 mille | 1E3 – 5E3
// log: fr-CA
// log:   3–5 | ≈5 | 2,9–3,1 | ≈3 | ≈-5 | -5 – -3 | -3 – 5 | 3–-5 | 0–-0 | 1 000–1 000 000 | +3 – +5 | ≈+5 | 3,00–5,00 $ US | 3,00–5,00 € | ≈3,00 $ US | ≈-3,00 $ US | (3,00–2,00 $ US) | 1,00–2,00 euros | ≈1,00 euro | 100–2 000 JPY | 10–20 % | ≈10 % | 3–5 km | 1–5 kilomètres | ≈1 kilomètre | 1–2 kilomètres par heure | 3–5 °C | -3 % – 5 % | 1–5 k | 1 k – 5 M | ≈1 k | 1 million – 5 millions | 2–5 millions | 1–2 mille | 1E3 – 5E3
// log: es
// log:   3-5 | ~5 | 2,9-3,1 | ~3 | ~-5 | -5 - -3 | -3 - 5 | 3--5 | 0--0 | 1000-1.000.000 | +3 - +5 | ~+5 | 3,00-5,00 US$ | 3,00-5,00 € | ~3,00 US$ | ~-3,00 US$ | -3,00-2,00 US$ | 1,00-2,00 euros | ~1,00 euro | 100-2000 JPY | 10-20 % | ~10 % | 3-5 km | 1-5 kilómetros | ~1 kilómetro | 1-2 kilómetros por hora | 3-5 °C | -3 % - 5 % | 1-5 mil | 1 mil - 5 M | ~1 mil | 1 millón - 5 millones | 2-5 millones | 1-2 mil | 1E3 - 5E3
// log: it
// log:   3-5 | ~5 | 2,9-3,1 | ~3 | ~-5 | -5 - -3 | -3 - 5 | 3--5 | 0--0 | 1000-1.000.000 | +3 - +5 | ~+5 | 3,00-5,00 USD | 3,00-5,00 € | ~3,00 USD | ~-3,00 USD | -3,00-2,00 USD | 1,00-2,00 euro | ~1,00 euro | 100-2000 JPY | 10% - 20% | ~10% | 3-5 km | 1-5 chilometri | ~1 chilometro | 1-2 chilometri orari | 3-5 °C | -3% - 5% | 1K - 5K | 1K - 5 Mln | ~1K | 1 milione - 5 milioni | 2-5 milioni | mille - 2 mila | 1E3 - 5E3
// log: pt-BR
// log:   3–5 | ~5 | 2,9–3,1 | ~3 | ~-5 | -5 – -3 | -3 – 5 | 3–-5 | 0–-0 | 1.000–1.000.000 | +3 – +5 | ~+5 | US$ 3,00–5,00 | € 3,00–5,00 | ~US$ 3,00 | ~-US$ 3,00 | -US$ 3,00–2,00 | 1,00–2,00 Euros | ~1,00 Euro | JPY 100–2.000 | 10% – 20% | ~10% | 3–5 km | 1–5 quilômetros | ~1 quilômetro | 1–2 quilômetros por hora | 3–5 °C | -3% – 5% | 1–5 mil | 1 mil – 5 mi | ~1 mil | 1 milhão – 5 milhões | 2–5 milhões | 1–2 mil | 1E3 – 5E3
// log: pt-PT
// log:   3 - 5 | ~5 | 2,9 - 3,1 | ~3 | ~-5 | -5 - -3 | -3 - 5 | 3 - -5 | 0 - -0 | 1000 - 1 000 000 | +3 - +5 | ~+5 | 3,00 - 5,00 US$ | 3,00 - 5,00 € | ~3,00 US$ | ~-3,00 US$ | (3,00 - 2,00 US$) | 1,00 - 2,00 euros | ~1,00 euros | 100 - 2000 JPY | 10% - 20% | ~10% | 3 - 5 km | 1 - 5 quilómetros | ~1 quilómetro | 1 - 2 quilómetros por hora | 3 - 5 °C | -3% - 5% | 1 - 5 mil | 1 mil - 5 M | ~1 mil | 1 milhão - 5 milhões | 2 - 5 milhões | 1 - 2 mil | 1E3 - 5E3
// log: nl
// log:   3-5 | ~5 | 2,9-3,1 | ~3 | ~-5 | -5 - -3 | -3 - 5 | 3--5 | 0--0 | 1.000-1.000.000 | +3 - +5 | ~+5 | US$ 3,00-5,00 | € 3,00-5,00 | US$ ~3,00 | US$ ~-3,00 | (US$ 3,00-2,00) | 1,00-2,00 euro | ~1,00 euro | JPY 100-2.000 | 10% - 20% | ~10% | 3-5 km | 1-5 kilometer | ~1 kilometer | 1-2 kilometer per uur | 3-5°C | -3% - 5% | 1K - 5K | 1K - 5 mln. | ~1K | 1-5 miljoen | 2-5 miljoen | 1-2 duizend | 1E3 - 5E3
// log: sv
// log:   3–5 | ~5 | 2,9–3,1 | ~3 | ~−5 | −5 – −3 | −3 – 5 | 3–−5 | 0–−0 | 1 000–1 000 000 | +3 – +5 | ~+5 | 3,00–5,00 US$ | 3,00–5,00 € | ~3,00 US$ | ~−3,00 US$ | −3,00–2,00 US$ | 1,00–2,00 euro | ~1,00 euro | 100–2 000 JPY | 10–20 % | ~10 % | 3–5 km | 1–5 kilometer | ~1 kilometer | 1–2 kilometer per timme | 3–5 °C | −3 % – 5 % | 1–5 tn | 1 tn – 5 mn | ~1 tn | 1 miljon – 5 miljoner | 2–5 miljoner | 1–2 tusen | 1×10^3 – 5×10^3
// log: ja
// log:   3～5 | 約5 | 2.9～3.1 | 約3 | 約-5 | -5 ～ -3 | -3 ～ 5 | 3～-5 | 0～-0 | 1,000～1,000,000 | +3 ～ +5 | 約+5 | $3.00 ～ $5.00 | €3.00 ～ €5.00 | 約$3.00 | 約-$3.00 | ($3.00～2.00) | 1.00～2.00ユーロ | 約1.00ユーロ | JPY 100～2,000 | 10% ～ 20% | 約10% | 3～5 km | 1～5 キロメートル | 約1 キロメートル | 時速 1～2 キロメートル | 3～5°C | -3% ～ 5% | 1000～5000 | 1000～500万 | 1000～1001 | 100万 ～ 500万 | 200万 ～ 500万 | 1000～2000 | 1E3 ～ 5E3
// log: zh
// log:   3-5 | ~5 | 2.9-3.1 | ~3 | ~-5 | -5 - -3 | -3 - 5 | 3--5 | 0--0 | 1,000-1,000,000 | +3 - +5 | ~+5 | US$3.00-5.00 | €3.00 - €5.00 | ~US$3.00 | ~-US$3.00 | (US$3.00-2.00) | 1.00-2.00欧元 | ~1.00欧元 | JPY 100-2,000 | 10% - 20% | ~10% | 3-5公里 | 1-5公里 | ~1公里 | 每小时1-2公里 | 3-5°C | -3% - 5% | 1000-5000 | 1000-500万 | 1000-1001 | 100万 - 500万 | 200万 - 500万 | 1000-2000 | 1E3 - 5E3
// log: ko
// log:   3~5 | ~5 | 2.9~3.1 | ~3 | ~-5 | -5 ~ -3 | -3 ~ 5 | 3~-5 | 0~-0 | 1,000~1,000,000 | +3 ~ +5 | ~+5 | US$3.00~5.00 | €3.00 ~ €5.00 | ~US$3.00 | ~-US$3.00 | (US$3.00~2.00) | 1.00~2.00 유로 | ~1.00 유로 | JPY 100~2,000 | 10% ~ 20% | ~10% | 3~5km | 1~5킬로미터 | ~1킬로미터 | 시속 1~2킬로미터 | 3~5°C | -3% ~ 5% | 1천 ~ 5천 | 1천 ~ 500만 | ~1천 | 100만 ~ 500만 | 200만 ~ 500만 | 1천 ~ 2천 | 1E3 ~ 5E3
// log: ru
// log:   3–5 | ≈5 | 2,9–3,1 | ≈3 | ≈-5 | -5 – -3 | -3 – 5 | 3–-5 | 0–-0 | 1 000–1 000 000 | +3 – +5 | ≈+5 | 3,00–5,00 $ | 3,00–5,00 € | ≈3,00 $ | ≈-3,00 $ | -3,00–2,00 $ | 1,00–2,00 евро | ≈1,00 евро | 100–2 000 JPY | 10–20 % | ≈10 % | 3–5 км | 1–5 километров | ≈1 километр | 1–2 километра в час | 3–5 °C | -3 % – 5 % | 1–5 тыс. | 1 тыс. – 5 млн | ≈1 тыс. | 1 миллион – 5 миллионов | 2 миллиона – 5 миллионов | 1 тысяча – 2 тысячи | 1E3 – 5E3
// log: pl
// log:   3–5 | ~5 | 2,9–3,1 | ~3 | ~-5 | -5 – -3 | -3 – 5 | 3–-5 | 0–-0 | 1000–1 000 000 | +3 – +5 | ~+5 | 3,00–5,00 USD | 3,00–5,00 € | ~3,00 USD | ~-3,00 USD | (3,00–2,00 USD) | 1,00–2,00 euro | ~1,00 euro | 100–2000 JPY | 10% – 20% | ~10% | 3–5 km | 1–5 kilometrów | ~1 kilometr | 1–2 kilometry na godzinę | 3–5 st. C | -3% – 5% | 1–5 tys. | 1 tys. – 5 mln | ~1 tys. | 1 milion – 5 milionów | 2 miliony – 5 milionów | 1 tysiąc – 2 tysiące | 1E3 – 5E3
// log: tr
// log:   3–5 | ~5 | 2,9–3,1 | ~3 | ~-5 | -5 – -3 | -3 – 5 | 3–-5 | 0–-0 | 1.000–1.000.000 | +3 – +5 | ~+5 | $3,00 – $5,00 | €3,00 – €5,00 | ~$3,00 | ~-$3,00 | ($3,00–2,00) | 1,00–2,00 Euro | ~1,00 Euro | JPY 100–2.000 | %10 – %20 | ~%10 | 3–5 km | 1–5 kilometre | ~1 kilometre | 1–2 kilometre/saat | 3–5°C | -%3 – %5 | 1–5 B | 1 B – 5 Mn | ~1 B | 1–5 milyon | 2–5 milyon | 1–2 bin | 1E3 – 5E3
// log: currency:$:s integer:3:s decimal:.:s fraction:00:s literal: – :s currency:$:e integer:5:e decimal:.:e fraction:00:e
// log: integer:3:s decimal:,:s fraction:00:s literal:–:s integer:5:e decimal:,:e fraction:00:e literal: :s currency:€:s
// log: approximatelySign:~:s minusSign:-:s currency:€:s integer:3:s decimal:.:s fraction:00:s
// log: integer:1:s literal:–:s integer:5:e literal: :s unit:километров:s
// log: unit:時速:s literal: :s integer:1:s literal:～:s integer:2:e literal: :s unit:キロメートル:s
// log: integer:1:s literal:–:s integer:5:e literal: :s compact:k:s
// log: approximatelySign:~:s integer:5:s
// log: TypeError Invalid start : undefined
// log: TypeError Invalid end : undefined
// log: RangeError Invalid start : NaN
// log: RangeError Invalid end : NaN
// log: 5–1
// log: 1–2
// log: 1–2
// log: RangeError Invalid start : abc
// log: ∞–1
// log: -∞ – ∞
// log: RangeError Invalid end : #<Object>
// log: 0–1
// log: TypeError Cannot convert a Symbol value to a number
// log: TypeError Method Intl.NumberFormat.prototype.formatRange called on incompatible receiver #<Object>
// log: 2 2 function
// NumberFormat.prototype.formatRange and formatRangeToParts in the
// generated locales: separators, the approximately sign, which parts
// collapse (units, names, long currency and percent patterns) and which
// repeat with spaces around the separator, sources, and the errors.
const cases = [
  [{}, 3, 5], [{}, 5, 5], [{}, 2.9, 3.1], [{ maximumFractionDigits: 0 }, 2.9, 3.1], [{}, -5, -5], [{}, -5, -3], [{}, -3, 5], [{}, 3, -5], [{}, 0, -0],
  [{}, 1e3, 1e6], [{ signDisplay: "always" }, 3, 5], [{ signDisplay: "always" }, 5, 5],
  [{ style: "currency", currency: "USD" }, 3, 5], [{ style: "currency", currency: "EUR" }, 3, 5], [{ style: "currency", currency: "USD" }, 3, 3],
  [{ style: "currency", currency: "USD" }, -3, -3], [{ style: "currency", currency: "USD", currencySign: "accounting" }, -3, -2],
  [{ style: "currency", currency: "EUR", currencyDisplay: "name" }, 1, 2], [{ style: "currency", currency: "EUR", currencyDisplay: "name" }, 1, 1],
  [{ style: "currency", currency: "JPY", currencyDisplay: "code" }, 100, 2000],
  [{ style: "percent" }, 0.1, 0.2], [{ style: "percent" }, 0.1, 0.1],
  [{ style: "unit", unit: "kilometer" }, 3, 5], [{ style: "unit", unit: "kilometer", unitDisplay: "long" }, 1, 5], [{ style: "unit", unit: "kilometer", unitDisplay: "long" }, 1, 1],
  [{ style: "unit", unit: "kilometer-per-hour", unitDisplay: "long" }, 1, 2], [{ style: "unit", unit: "celsius" }, 3, 5], [{ style: "unit", unit: "percent" }, -3, 5],
  [{ notation: "compact" }, 1000, 5000], [{ notation: "compact" }, 1000, 5e6], [{ notation: "compact" }, 1000, 1001],
  [{ notation: "compact", compactDisplay: "long" }, 1e6, 5e6], [{ notation: "compact", compactDisplay: "long" }, 2e6, 5e6], [{ notation: "compact", compactDisplay: "long" }, 1000, 2000],
  [{ notation: "scientific" }, 1000, 5000],
];
for (const l of ["en-US", "en-IN", "de", "de-CH", "fr", "fr-CA", "es", "it", "pt-BR", "pt-PT", "nl", "sv", "ja", "zh", "ko", "ru", "pl", "tr"]) {
  console.log(l);
  console.log(" ", cases.map(([o, a, b]) => new Intl.NumberFormat(l, o).formatRange(a, b)).join(" | "));
}
const show = (parts) => parts.map((p) => `${p.type}:${p.value}:${p.source[0]}`).join(" ");
console.log(show(new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).formatRangeToParts(3, 5)));
console.log(show(new Intl.NumberFormat("de", { style: "currency", currency: "EUR" }).formatRangeToParts(3, 5)));
console.log(show(new Intl.NumberFormat("en", { style: "currency", currency: "EUR" }).formatRangeToParts(-3, -3)));
console.log(show(new Intl.NumberFormat("ru", { style: "unit", unit: "kilometer", unitDisplay: "long" }).formatRangeToParts(1, 5)));
console.log(show(new Intl.NumberFormat("ja", { style: "unit", unit: "kilometer-per-hour", unitDisplay: "long" }).formatRangeToParts(1, 2)));
console.log(show(new Intl.NumberFormat("fr", { notation: "compact" }).formatRangeToParts(1000, 5000)));
console.log(show(new Intl.NumberFormat("en").formatRangeToParts(5, 5)));
const nf = new Intl.NumberFormat("en");
for (const args of [[], [1], [NaN, 1], [1, NaN], [5, 1], [1n, 2n], ["1", "2"], ["abc", 1], [Infinity, 1], [-Infinity, Infinity], [1, {}], [null, 1], [Symbol(), 1]]) {
  try {
    console.log(nf.formatRange(...args));
  } catch (e) {
    console.log(e.name, e.message);
  }
}
try {
  Intl.NumberFormat.prototype.formatRange.call({}, 1, 2);
} catch (e) {
  console.log(e.name, e.message);
}
console.log(Intl.NumberFormat.prototype.formatRange.length, Intl.NumberFormat.prototype.formatRangeToParts.length, typeof nf.formatRangeToParts);
