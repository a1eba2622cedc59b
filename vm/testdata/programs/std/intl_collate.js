// log: en-US en-US default   ! 1 10 2 a å ä apa Äpfel Åsa c ç ca ch co-op coop cz g ğ Ilık ilk İnce Işık ırmak lody łódź lz niño ñu nube o ö Öl oso resume Résumé s ş sa ść ss ß u ü z Zebra е ё ж я 가 나 한국 あ ア 中国 日本 漢字
// log: en-GB en default   ! 1 10 2 a å ä apa Äpfel Åsa c ç ca ch co-op coop cz g ğ Ilık ilk İnce Işık ırmak lody łódź lz niño ñu nube o ö Öl oso resume Résumé s ş sa ść ss ß u ü z Zebra е ё ж я 가 나 한국 あ ア 中国 日本 漢字
// log: de de default   ! 1 10 2 a å ä apa Äpfel Åsa c ç ca ch co-op coop cz g ğ Ilık ilk İnce Işık ırmak lody łódź lz niño ñu nube o ö Öl oso resume Résumé s ş sa ść ss ß u ü z Zebra е ё ж я 가 나 한국 あ ア 中国 日本 漢字
// log: de-AT de-AT default   ! 1 10 2 a å ä apa Äpfel Åsa c ç ca ch co-op coop cz g ğ Ilık ilk İnce Işık ırmak lody łódź lz niño ñu nube o ö Öl oso resume Résumé s ş sa ść ss ß u ü z Zebra е ё ж я 가 나 한국 あ ア 中国 日本 漢字
// log: de-CH de default   ! 1 10 2 a å ä apa Äpfel Åsa c ç ca ch co-op coop cz g ğ Ilık ilk İnce Işık ırmak lody łódź lz niño ñu nube o ö Öl oso resume Résumé s ş sa ść ss ß u ü z Zebra е ё ж я 가 나 한국 あ ア 中国 日本 漢字
// log: fr fr default   ! 1 10 2 a å ä apa Äpfel Åsa c ç ca ch co-op coop cz g ğ Ilık ilk İnce Işık ırmak lody łódź lz niño ñu nube o ö Öl oso resume Résumé s ş sa ść ss ß u ü z Zebra е ё ж я 가 나 한국 あ ア 中国 日本 漢字
// log: fr-CA fr-CA default   ! 1 10 2 a å ä apa Äpfel Åsa c ç ca ch co-op coop cz g ğ Ilık ilk İnce Işık ırmak lody łódź lz niño ñu nube o ö Öl oso resume Résumé s ş sa ść ss ß u ü z Zebra е ё ж я 가 나 한국 あ ア 中国 日本 漢字
// log: es es default   ! 1 10 2 a å ä apa Äpfel Åsa c ç ca ch co-op coop cz g ğ Ilık ilk İnce Işık ırmak lody łódź lz niño nube ñu o ö Öl oso resume Résumé s ş sa ść ss ß u ü z Zebra е ё ж я 가 나 한국 あ ア 中国 日本 漢字
// log: es-MX es default   ! 1 10 2 a å ä apa Äpfel Åsa c ç ca ch co-op coop cz g ğ Ilık ilk İnce Işık ırmak lody łódź lz niño nube ñu o ö Öl oso resume Résumé s ş sa ść ss ß u ü z Zebra е ё ж я 가 나 한국 あ ア 中国 日本 漢字
// log: it it default   ! 1 10 2 a å ä apa Äpfel Åsa c ç ca ch co-op coop cz g ğ Ilık ilk İnce Işık ırmak lody łódź lz niño ñu nube o ö Öl oso resume Résumé s ş sa ść ss ß u ü z Zebra е ё ж я 가 나 한국 あ ア 中国 日本 漢字
// log: pt-BR pt default   ! 1 10 2 a å ä apa Äpfel Åsa c ç ca ch co-op coop cz g ğ Ilık ilk İnce Işık ırmak lody łódź lz niño ñu nube o ö Öl oso resume Résumé s ş sa ść ss ß u ü z Zebra е ё ж я 가 나 한국 あ ア 中国 日本 漢字
// log: nl nl default   ! 1 10 2 a å ä apa Äpfel Åsa c ç ca ch co-op coop cz g ğ Ilık ilk İnce Işık ırmak lody łódź lz niño ñu nube o ö Öl oso resume Résumé s ş sa ść ss ß u ü z Zebra е ё ж я 가 나 한국 あ ア 中国 日本 漢字
// log: sv sv default   ! 1 10 2 a apa c ç ca ch co-op coop cz g ğ Ilık ilk İnce Işık ırmak lody łódź lz niño ñu nube o oso resume Résumé s ş sa ść ss ß u ü z Zebra å Åsa ä Äpfel ö Öl е ё ж я 가 나 한국 あ ア 中国 日本 漢字
// log: sv-SE sv default   ! 1 10 2 a apa c ç ca ch co-op coop cz g ğ Ilık ilk İnce Işık ırmak lody łódź lz niño ñu nube o oso resume Résumé s ş sa ść ss ß u ü z Zebra å Åsa ä Äpfel ö Öl е ё ж я 가 나 한국 あ ア 中国 日本 漢字
// log: ja ja default   ! 1 10 2 a å ä apa Äpfel Åsa c ç ca ch co-op coop cz g ğ Ilık ilk İnce Işık ırmak lody łódź lz niño ñu nube o ö Öl oso resume Résumé s ş sa ść ss ß u ü z Zebra ア あ 漢字 中国 日本 е ё ж я 가 나 한국
// log: ja-JP ja default   ! 1 10 2 a å ä apa Äpfel Åsa c ç ca ch co-op coop cz g ğ Ilık ilk İnce Işık ırmak lody łódź lz niño ñu nube o ö Öl oso resume Résumé s ş sa ść ss ß u ü z Zebra ア あ 漢字 中国 日本 е ё ж я 가 나 한국
// log: zh zh default   ! 1 10 2 漢字 日本 中国 a å ä apa Äpfel Åsa c ç ca ch co-op coop cz g ğ Ilık ilk İnce Işık ırmak lody łódź lz niño ñu nube o ö Öl oso Résumé resume s ş sa ść ss ß u ü z Zebra е ё ж я 가 나 한국 あ ア
// log: zh-CN zh-CN default   ! 1 10 2 漢字 日本 中国 a å ä apa Äpfel Åsa c ç ca ch co-op coop cz g ğ Ilık ilk İnce Işık ırmak lody łódź lz niño ñu nube o ö Öl oso Résumé resume s ş sa ść ss ß u ü z Zebra е ё ж я 가 나 한국 あ ア
// log: ko ko default   ! 1 10 2 가 나 日本 中国 한국 漢字 a å ä apa Äpfel Åsa c ç ca ch co-op coop cz g ğ Ilık ilk İnce Işık ırmak lody łódź lz niño ñu nube o ö Öl oso resume Résumé s ş sa ść ss ß u ü z Zebra е ё ж я あ ア
// log: ru ru default   ! 1 10 2 е ё ж я a å ä apa Äpfel Åsa c ç ca ch co-op coop cz g ğ Ilık ilk İnce Işık ırmak lody łódź lz niño ñu nube o ö Öl oso resume Résumé s ş sa ść ss ß u ü z Zebra 가 나 한국 あ ア 中国 日本 漢字
// log: pl pl default   ! 1 10 2 a å ä apa Äpfel Åsa c ç ca ch co-op coop cz g ğ Ilık ilk İnce Işık ırmak lody lz łódź niño ñu nube o ö Öl oso resume Résumé s ş sa ss ß ść u ü z Zebra е ё ж я 가 나 한국 あ ア 中国 日本 漢字
// log: tr tr default   ! 1 10 2 a å ä apa Äpfel Åsa c ca ch co-op coop cz ç g ğ Ilık ırmak Işık ilk İnce lody łódź lz niño ñu nube o oso ö Öl resume Résumé s sa ść ss ß ş u ü z Zebra е ё ж я 가 나 한국 あ ア 中国 日本 漢字
// log: tr-TR tr default   ! 1 10 2 a å ä apa Äpfel Åsa c ca ch co-op coop cz ç g ğ Ilık ırmak Işık ilk İnce lody łódź lz niño ñu nube o oso ö Öl resume Résumé s sa ść ss ß ş u ü z Zebra е ё ж я 가 나 한국 あ ア 中国 日本 漢字
// log: de-LU de default   ! 1 10 2 a å ä apa Äpfel Åsa c ç ca ch co-op coop cz g ğ Ilık ilk İnce Işık ırmak lody łódź lz niño ñu nube o ö Öl oso resume Résumé s ş sa ść ss ß u ü z Zebra е ё ж я 가 나 한국 あ ア 中国 日本 漢字
// log: sv {"sensitivity":"base"}   ! 1 10 2 a apa ç c ca ch co-op coop cz ğ g Ilık ilk İnce Işık ırmak lody łódź lz niño ñu nube o oso Résumé resume ş s sa ść ss ß u ü z Zebra å Åsa ä Äpfel ö Öl е ё ж я 가 나 한국 ア あ 中国 日本 漢字 1 1 1
// log: de {"sensitivity":"base"}   ! 1 10 2 ä å a apa Äpfel Åsa ç c ca ch co-op coop cz ğ g Ilık ilk İnce Işık ırmak lody łódź lz niño ñu nube ö o Öl oso Résumé resume ş s sa ść ss ß u ü z Zebra е ё ж я 가 나 한국 ア あ 中国 日本 漢字 0 0 1
// log: tr {"sensitivity":"accent"}   ! 1 10 2 a å ä apa Äpfel Åsa c ca ch co-op coop cz ç g ğ Ilık ırmak Işık ilk İnce lody łódź lz niño ñu nube o oso ö Öl resume Résumé s sa ść ss ß ş u ü z Zebra е ё ж я 가 나 한국 ア あ 中国 日本 漢字 1 1 -1
// log: fr-CA {"sensitivity":"accent"}   ! 1 10 2 a å ä apa Äpfel Åsa c ç ca ch co-op coop cz g ğ Ilık ilk İnce Işık ırmak lody łódź lz niño ñu nube o ö Öl oso resume Résumé s ş sa ść ss ß u ü z Zebra е ё ж я 가 나 한국 ア あ 中国 日本 漢字 1 1 1
// log: pl {"numeric":true}   ! 1 2 10 a å ä apa Äpfel Åsa c ç ca ch co-op coop cz g ğ Ilık ilk İnce Işık ırmak lody lz łódź niño ñu nube o ö Öl oso resume Résumé s ş sa ss ß ść u ü z Zebra е ё ж я 가 나 한국 あ ア 中国 日本 漢字 1 1 1
// log: es {"caseFirst":"upper"}   ! 1 10 2 a å ä apa Äpfel Åsa c ç ca ch co-op coop cz g ğ Ilık ilk İnce Işık ırmak lody łódź lz niño nube ñu o ö Öl oso resume Résumé s ş sa ść ss ß u ü z Zebra е ё ж я 가 나 한국 あ ア 中国 日本 漢字 1 1 1
// log: ja {"sensitivity":"base"}   ! 1 10 2 ä å a apa Äpfel Åsa ç c ca ch co-op coop cz ğ g Ilık ilk İnce Işık ırmak lody łódź lz niño ñu nube ö o Öl oso Résumé resume ş s sa ść ss ß u ü z Zebra ア あ 漢字 中国 日本 е ё ж я 가 나 한국 0 0 1
// log: cote coté côte Côte côté cotée côtes / cote côte Côte coté côté cotée côtes
// log: 1 -1 -1 -1 -1
// log: -1 -1 -1 -1 -1
// log: [ 'sv-SE', 'de-AT' ] sv en-US
// Intl.Collator and localeCompare with each locale's tailoring (x/text's
// collation tables; ICU's script reordering for ja/zh/ko/ru and fr-CA's
// backwards accents on top).
const words = ["Zebra", "Äpfel", "Öl", "Åsa", "apa", "ö", "z", "ä", "å", "a", "o", "ñu", "nube", "oso", "niño", "ch", "cz", "ca",
  "łódź", "lody", "lz", "ść", "sa", "ss", "ß", "ırmak", "ilk", "İnce", "Işık", "Ilık", "u", "ü", "ç", "c", "ş", "s", "ğ", "g",
  "日本", "中国", "한국", "ア", "あ", "漢字", "가", "나", "co-op", "coop", "Résumé", "resume", "ж", "е", "ё", "я", "1", "10", "2", "!", " "];
const locales = ["en-US", "en-GB", "de", "de-AT", "de-CH", "fr", "fr-CA", "es", "es-MX", "it", "pt-BR", "nl", "sv", "sv-SE", "ja", "ja-JP",
  "zh", "zh-CN", "ko", "ru", "pl", "tr", "tr-TR", "de-LU"];
for (const l of locales) {
  const c = new Intl.Collator(l);
  console.log(l, c.resolvedOptions().locale, c.resolvedOptions().collation, [...words].sort(c.compare).join(" "));
}
for (const [l, o] of [["sv", { sensitivity: "base" }], ["de", { sensitivity: "base" }], ["tr", { sensitivity: "accent" }],
  ["fr-CA", { sensitivity: "accent" }], ["pl", { numeric: true }], ["es", { caseFirst: "upper" }], ["ja", { sensitivity: "base" }]]) {
  const c = new Intl.Collator(l, o);
  console.log(l, JSON.stringify(o), [...words].sort(c.compare).join(" "), c.compare("å", "a"), c.compare("ä", "a"), c.compare("ı", "i"));
}
const fr = ["cote", "côte", "coté", "côté", "Côte", "cotée", "côtes"];
console.log(fr.sort(new Intl.Collator("fr").compare).join(" "), "/", fr.sort(new Intl.Collator("fr-CA").compare).join(" "));
console.log("ä".localeCompare("z", "sv"), "ä".localeCompare("z", "de"), "ä".localeCompare("z"), "ñ".localeCompare("o", "es"), "ñ".localeCompare("o", "es", { sensitivity: "base" }));
console.log("ı".localeCompare("j", "tr"), "ł".localeCompare("m", "pl"), "한".localeCompare("a", "ko"), "a".localeCompare("あ", "ja"), "中".localeCompare("a", "zh"));
console.log(Intl.Collator.supportedLocalesOf(["sv-SE", "de-AT", "xx"]), new Intl.Collator(["xx", "sv"]).resolvedOptions().locale, new Intl.Collator().resolvedOptions().locale);
