// log: en-US narrow in the morning, in the morning, in the morning, in the morning, in the morning, n, in the afternoon, in the afternoon, in the evening, in the evening, at night | 12 in the morning, 3 in the morning, 6 in the morning, 9 in the morning, 11 in the morning, 12 n, 1 in the afternoon, 3 in the afternoon, 6 in the evening, 8 in the evening, 10 at night
// log: en-US short in the morning, in the morning, in the morning, in the morning, in the morning, noon, in the afternoon, in the afternoon, in the evening, in the evening, at night | 12 in the morning, 3 in the morning, 6 in the morning, 9 in the morning, 11 in the morning, 12 noon, 1 in the afternoon, 3 in the afternoon, 6 in the evening, 8 in the evening, 10 at night
// log: en-US long in the morning, in the morning, in the morning, in the morning, in the morning, noon, in the afternoon, in the afternoon, in the evening, in the evening, at night | 12 in the morning, 3 in the morning, 6 in the morning, 9 in the morning, 11 in the morning, 12 noon, 1 in the afternoon, 3 in the afternoon, 6 in the evening, 8 in the evening, 10 at night
// log: en-US 12:00 noon / 12:30 in the afternoon / 12:00 in the morning / [{"type":"hour","value":"9"},{"type":"literal","value":":"},{"type":"minute","value":"05"},{"type":"literal","value":" "},{"type":"dayPeriod","value":"at night"}] / {"locale":"en-US","calendar":"gregory","numberingSystem":"latn","timeZone":"UTC","hourCycle":"h12","hour12":true,"dayPeriod":"short","hour":"numeric","minute":"2-digit"}
// log: en narrow in the morning, in the morning, in the morning, in the morning, in the morning, n, in the afternoon, in the afternoon, in the evening, in the evening, at night | 12 in the morning, 3 in the morning, 6 in the morning, 9 in the morning, 11 in the morning, 12 n, 1 in the afternoon, 3 in the afternoon, 6 in the evening, 8 in the evening, 10 at night
// log: en short in the morning, in the morning, in the morning, in the morning, in the morning, noon, in the afternoon, in the afternoon, in the evening, in the evening, at night | 12 in the morning, 3 in the morning, 6 in the morning, 9 in the morning, 11 in the morning, 12 noon, 1 in the afternoon, 3 in the afternoon, 6 in the evening, 8 in the evening, 10 at night
// log: en long in the morning, in the morning, in the morning, in the morning, in the morning, noon, in the afternoon, in the afternoon, in the evening, in the evening, at night | 12 in the morning, 3 in the morning, 6 in the morning, 9 in the morning, 11 in the morning, 12 noon, 1 in the afternoon, 3 in the afternoon, 6 in the evening, 8 in the evening, 10 at night
// log: en 12:00 noon / 12:30 in the afternoon / 12:00 in the morning / [{"type":"hour","value":"9"},{"type":"literal","value":":"},{"type":"minute","value":"05"},{"type":"literal","value":" "},{"type":"dayPeriod","value":"at night"}] / {"locale":"en","calendar":"gregory","numberingSystem":"latn","timeZone":"UTC","hourCycle":"h12","hour12":true,"dayPeriod":"short","hour":"numeric","minute":"2-digit"}
// log: en-GB narrow in the morning, in the morning, in the morning, in the morning, in the morning, n, in the afternoon, in the afternoon, in the evening, in the evening, at night | 00, 03, 06, 09, 11, 12, 13, 15, 18, 20, 22
// log: en-GB short in the morning, in the morning, in the morning, in the morning, in the morning, noon, in the afternoon, in the afternoon, in the evening, in the evening, at night | 00, 03, 06, 09, 11, 12, 13, 15, 18, 20, 22
// log: en-GB long in the morning, in the morning, in the morning, in the morning, in the morning, noon, in the afternoon, in the afternoon, in the evening, in the evening, at night | 00, 03, 06, 09, 11, 12, 13, 15, 18, 20, 22
// log: en-GB 12:00 / 12:30 / 0:00 / [{"type":"hour","value":"21"},{"type":"literal","value":":"},{"type":"minute","value":"05"}] / {"locale":"en-GB","calendar":"gregory","numberingSystem":"latn","timeZone":"UTC","hourCycle":"h23","hour12":false,"hour":"numeric","minute":"2-digit"}
// log: de narrow nachts, nachts, morgens, morgens, vorm., mittags, nachm., nachm., abends, abends, abends | 00 Uhr, 03 Uhr, 06 Uhr, 09 Uhr, 11 Uhr, 12 Uhr, 13 Uhr, 15 Uhr, 18 Uhr, 20 Uhr, 22 Uhr
// log: de short nachts, nachts, morgens, morgens, vorm., mittags, nachm., nachm., abends, abends, abends | 00 Uhr, 03 Uhr, 06 Uhr, 09 Uhr, 11 Uhr, 12 Uhr, 13 Uhr, 15 Uhr, 18 Uhr, 20 Uhr, 22 Uhr
// log: de long nachts, nachts, morgens, morgens, vormittags, mittags, nachmittags, nachmittags, abends, abends, abends | 00 Uhr, 03 Uhr, 06 Uhr, 09 Uhr, 11 Uhr, 12 Uhr, 13 Uhr, 15 Uhr, 18 Uhr, 20 Uhr, 22 Uhr
// log: de 12:00 / 12:30 / 0:00 / [{"type":"hour","value":"21"},{"type":"literal","value":":"},{"type":"minute","value":"05"}] / {"locale":"de","calendar":"gregory","numberingSystem":"latn","timeZone":"UTC","hourCycle":"h23","hour12":false,"hour":"numeric","minute":"2-digit"}
// log: fr narrow matin, matin, mat., mat., mat., midi, ap.m., ap.m., soir, soir, soir | 00 h, 03 h, 06 h, 09 h, 11 h, 12 h, 13 h, 15 h, 18 h, 20 h, 22 h
// log: fr short matin, matin, matin, matin, matin, midi, après-midi, après-midi, soir, soir, soir | 00 h, 03 h, 06 h, 09 h, 11 h, 12 h, 13 h, 15 h, 18 h, 20 h, 22 h
// log: fr long du matin, du matin, du matin, du matin, du matin, midi, de l’après-midi, de l’après-midi, du soir, du soir, du soir | 00 h, 03 h, 06 h, 09 h, 11 h, 12 h, 13 h, 15 h, 18 h, 20 h, 22 h
// log: fr 12:00 / 12:30 / 0:00 / [{"type":"hour","value":"21"},{"type":"literal","value":":"},{"type":"minute","value":"05"}] / {"locale":"fr","calendar":"gregory","numberingSystem":"latn","timeZone":"UTC","hourCycle":"h23","hour12":false,"hour":"numeric","minute":"2-digit"}
// log: es narrow de la madrugada, de la madrugada, de la mañana, de la mañana, de la mañana, del mediodía, de la tarde, de la tarde, de la tarde, de la noche, de la noche | 0, 3, 6, 9, 11, 12, 13, 15, 18, 20, 22
// log: es short de la madrugada, de la madrugada, de la mañana, de la mañana, de la mañana, del mediodía, de la tarde, de la tarde, de la tarde, de la noche, de la noche | 0, 3, 6, 9, 11, 12, 13, 15, 18, 20, 22
// log: es long de la madrugada, de la madrugada, de la mañana, de la mañana, de la mañana, del mediodía, de la tarde, de la tarde, de la tarde, de la noche, de la noche | 0, 3, 6, 9, 11, 12, 13, 15, 18, 20, 22
// log: es 12:00 / 12:30 / 0:00 / [{"type":"hour","value":"21"},{"type":"literal","value":":"},{"type":"minute","value":"05"}] / {"locale":"es","calendar":"gregory","numberingSystem":"latn","timeZone":"UTC","hourCycle":"h23","hour12":false,"hour":"numeric","minute":"2-digit"}
// log: it narrow di notte, di notte, di mattina, di mattina, di mattina, mezzogiorno, di pomeriggio, di pomeriggio, di sera, di sera, di sera | 0, 3, 6, 9, 11, 12, 13, 15, 18, 20, 22
// log: it short di notte, di notte, di mattina, di mattina, di mattina, mezzogiorno, di pomeriggio, di pomeriggio, di sera, di sera, di sera | 0, 3, 6, 9, 11, 12, 13, 15, 18, 20, 22
// log: it long di notte, di notte, di mattina, di mattina, di mattina, mezzogiorno, del pomeriggio, del pomeriggio, di sera, di sera, di sera | 0, 3, 6, 9, 11, 12, 13, 15, 18, 20, 22
// log: it 12:00 / 12:30 / 0:00 / [{"type":"hour","value":"21"},{"type":"literal","value":":"},{"type":"minute","value":"05"}] / {"locale":"it","calendar":"gregory","numberingSystem":"latn","timeZone":"UTC","hourCycle":"h23","hour12":false,"hour":"numeric","minute":"2-digit"}
// log: pt-BR narrow da madrugada, da madrugada, da manhã, da manhã, da manhã, meio-dia, da tarde, da tarde, da tarde, da noite, da noite | 00, 03, 06, 09, 11, 12, 13, 15, 18, 20, 22
// log: pt-BR short da madrugada, da madrugada, da manhã, da manhã, da manhã, meio-dia, da tarde, da tarde, da tarde, da noite, da noite | 00, 03, 06, 09, 11, 12, 13, 15, 18, 20, 22
// log: pt-BR long da madrugada, da madrugada, da manhã, da manhã, da manhã, meio-dia, da tarde, da tarde, da tarde, da noite, da noite | 00, 03, 06, 09, 11, 12, 13, 15, 18, 20, 22
// log: pt-BR 12:00 / 12:30 / 0:00 / [{"type":"hour","value":"21"},{"type":"literal","value":":"},{"type":"minute","value":"05"}] / {"locale":"pt-BR","calendar":"gregory","numberingSystem":"latn","timeZone":"UTC","hourCycle":"h23","hour12":false,"hour":"numeric","minute":"2-digit"}
// log: nl narrow ’s nachts, ’s nachts, ’s ochtends, ’s ochtends, ’s ochtends, ’s middags, ’s middags, ’s middags, ’s avonds, ’s avonds, ’s avonds | 00, 03, 06, 09, 11, 12, 13, 15, 18, 20, 22
// log: nl short ’s nachts, ’s nachts, ’s ochtends, ’s ochtends, ’s ochtends, ’s middags, ’s middags, ’s middags, ’s avonds, ’s avonds, ’s avonds | 00, 03, 06, 09, 11, 12, 13, 15, 18, 20, 22
// log: nl long ’s nachts, ’s nachts, ’s ochtends, ’s ochtends, ’s ochtends, ’s middags, ’s middags, ’s middags, ’s avonds, ’s avonds, ’s avonds | 00, 03, 06, 09, 11, 12, 13, 15, 18, 20, 22
// log: nl 12:00 / 12:30 / 0:00 / [{"type":"hour","value":"21"},{"type":"literal","value":":"},{"type":"minute","value":"05"}] / {"locale":"nl","calendar":"gregory","numberingSystem":"latn","timeZone":"UTC","hourCycle":"h23","hour12":false,"hour":"numeric","minute":"2-digit"}
// log: sv narrow på natten, på natten, på morg., på morg., på förm., på efterm., på efterm., på efterm., på kvällen, på kvällen, på kvällen | 00, 03, 06, 09, 11, 12, 13, 15, 18, 20, 22
// log: sv short på natten, på natten, på morg., på morg., på förm., på efterm., på efterm., på efterm., på kvällen, på kvällen, på kvällen | 00, 03, 06, 09, 11, 12, 13, 15, 18, 20, 22
// log: sv long på natten, på natten, på morgonen, på morgonen, på förmiddagen, på eftermiddagen, på eftermiddagen, på eftermiddagen, på kvällen, på kvällen, på kvällen | 00, 03, 06, 09, 11, 12, 13, 15, 18, 20, 22
// log: sv 12:00 / 12:30 / 0:00 / [{"type":"hour","value":"21"},{"type":"literal","value":":"},{"type":"minute","value":"05"}] / {"locale":"sv","calendar":"gregory","numberingSystem":"latn","timeZone":"UTC","hourCycle":"h23","hour12":false,"hour":"numeric","minute":"2-digit"}
// log: ja narrow 夜中, 夜中, 朝, 朝, 朝, 正午, 昼, 昼, 夕方, 夜, 夜 | 0時, 3時, 6時, 9時, 11時, 12時, 13時, 15時, 18時, 20時, 22時
// log: ja short 夜中, 夜中, 朝, 朝, 朝, 正午, 昼, 昼, 夕方, 夜, 夜 | 0時, 3時, 6時, 9時, 11時, 12時, 13時, 15時, 18時, 20時, 22時
// log: ja long 夜中, 夜中, 朝, 朝, 朝, 正午, 昼, 昼, 夕方, 夜, 夜 | 0時, 3時, 6時, 9時, 11時, 12時, 13時, 15時, 18時, 20時, 22時
// log: ja 12:00 / 12:30 / 0:00 / [{"type":"hour","value":"21"},{"type":"literal","value":":"},{"type":"minute","value":"05"}] / {"locale":"ja","calendar":"gregory","numberingSystem":"latn","timeZone":"UTC","hourCycle":"h23","hour12":false,"hour":"numeric","minute":"2-digit"}
// log: zh narrow 凌晨, 凌晨, 早上, 上午, 上午, 中午, 下午, 下午, 下午, 晚上, 晚上 | 0时, 3时, 6时, 9时, 11时, 12时, 13时, 15时, 18时, 20时, 22时
// log: zh short 凌晨, 凌晨, 早上, 上午, 上午, 中午, 下午, 下午, 下午, 晚上, 晚上 | 0时, 3时, 6时, 9时, 11时, 12时, 13时, 15时, 18时, 20时, 22时
// log: zh long 凌晨, 凌晨, 清晨, 上午, 上午, 中午, 下午, 下午, 下午, 晚上, 晚上 | 0时, 3时, 6时, 9时, 11时, 12时, 13时, 15时, 18时, 20时, 22时
// log: zh 12:00 / 12:30 / 0:00 / [{"type":"hour","value":"21"},{"type":"literal","value":":"},{"type":"minute","value":"05"}] / {"locale":"zh","calendar":"gregory","numberingSystem":"latn","timeZone":"UTC","hourCycle":"h23","hour12":false,"hour":"numeric","minute":"2-digit"}
// log: ko narrow 밤, 아침, 오전, 오전, 오전, 정오, 오후, 오후, 저녁, 저녁, 밤 | 밤 12시, 아침 3시, 오전 6시, 오전 9시, 오전 11시, 정오 12시, 오후 1시, 오후 3시, 저녁 6시, 저녁 8시, 밤 10시
// log: ko short 밤, 아침, 오전, 오전, 오전, 정오, 오후, 오후, 저녁, 저녁, 밤 | 밤 12시, 아침 3시, 오전 6시, 오전 9시, 오전 11시, 정오 12시, 오후 1시, 오후 3시, 저녁 6시, 저녁 8시, 밤 10시
// log: ko long 밤, 아침, 오전, 오전, 오전, 정오, 오후, 오후, 저녁, 저녁, 밤 | 밤 12시, 아침 3시, 오전 6시, 오전 9시, 오전 11시, 정오 12시, 오후 1시, 오후 3시, 저녁 6시, 저녁 8시, 밤 10시
// log: ko 정오 12:00 / 오후 12:30 / 밤 12:00 / [{"type":"dayPeriod","value":"밤"},{"type":"literal","value":" "},{"type":"hour","value":"9"},{"type":"literal","value":":"},{"type":"minute","value":"05"}] / {"locale":"ko","calendar":"gregory","numberingSystem":"latn","timeZone":"UTC","hourCycle":"h12","hour12":true,"dayPeriod":"short","hour":"numeric","minute":"2-digit"}
// log: ru narrow ночи, ночи, утра, утра, утра, полд., дня, дня, веч., веч., ночи | 0, 3, 6, 9, 11, 12, 13, 15, 18, 20, 22
// log: ru short ночи, ночи, утра, утра, утра, полд., дня, дня, вечера, вечера, ночи | 0, 3, 6, 9, 11, 12, 13, 15, 18, 20, 22
// log: ru long ночи, ночи, утра, утра, утра, полдень, дня, дня, вечера, вечера, ночи | 0, 3, 6, 9, 11, 12, 13, 15, 18, 20, 22
// log: ru 12:00 / 12:30 / 0:00 / [{"type":"hour","value":"21"},{"type":"literal","value":":"},{"type":"minute","value":"05"}] / {"locale":"ru","calendar":"gregory","numberingSystem":"latn","timeZone":"UTC","hourCycle":"h23","hour12":false,"hour":"numeric","minute":"2-digit"}
// log: pl narrow w nocy, w nocy, rano, rano, przed poł., w poł., po poł., po poł., wiecz., wiecz., w nocy | 00, 03, 06, 09, 11, 12, 13, 15, 18, 20, 22
// log: pl short w nocy, w nocy, rano, rano, przed południem, w południe, po południu, po południu, wieczorem, wieczorem, w nocy | 00, 03, 06, 09, 11, 12, 13, 15, 18, 20, 22
// log: pl long w nocy, w nocy, rano, rano, przed południem, w południe, po południu, po południu, wieczorem, wieczorem, w nocy | 00, 03, 06, 09, 11, 12, 13, 15, 18, 20, 22
// log: pl 12:00 / 12:30 / 0:00 / [{"type":"hour","value":"21"},{"type":"literal","value":":"},{"type":"minute","value":"05"}] / {"locale":"pl","calendar":"gregory","numberingSystem":"latn","timeZone":"UTC","hourCycle":"h23","hour12":false,"hour":"numeric","minute":"2-digit"}
// log: tr narrow gece, gece, sabah, sabah, öğleden önce, ö, öğleden sonra, öğleden sonra, akşamüstü, akşam, gece | 00, 03, 06, 09, 11, 12, 13, 15, 18, 20, 22
// log: tr short gece, gece, sabah, sabah, öğleden önce, öğle, öğleden sonra, öğleden sonra, akşamüstü, akşam, gece | 00, 03, 06, 09, 11, 12, 13, 15, 18, 20, 22
// log: tr long gece, gece, sabah, sabah, öğleden önce, öğle, öğleden sonra, öğleden sonra, akşamüstü, akşam, gece | 00, 03, 06, 09, 11, 12, 13, 15, 18, 20, 22
// log: tr 12:00 / 12:30 / 0:00 / [{"type":"hour","value":"21"},{"type":"literal","value":":"},{"type":"minute","value":"05"}] / {"locale":"tr","calendar":"gregory","numberingSystem":"latn","timeZone":"UTC","hourCycle":"h23","hour12":false,"hour":"numeric","minute":"2-digit"}
// log: fr-CA narrow mat., mat., mat., mat., mat., midi, après-midi, après-midi, du soir, du soir, du soir | 00 h, 03 h, 06 h, 09 h, 11 h, 12 h, 13 h, 15 h, 18 h, 20 h, 22 h
// log: fr-CA short du mat., du mat., du mat., du mat., du mat., midi, après-midi, après-midi, du soir, du soir, du soir | 00 h, 03 h, 06 h, 09 h, 11 h, 12 h, 13 h, 15 h, 18 h, 20 h, 22 h
// log: fr-CA long du matin, du matin, du matin, du matin, du matin, midi, de l’après-midi, de l’après-midi, du soir, du soir, du soir | 00 h, 03 h, 06 h, 09 h, 11 h, 12 h, 13 h, 15 h, 18 h, 20 h, 22 h
// log: fr-CA 12 h 00 / 12 h 30 / 0 h 00 / [{"type":"hour","value":"21"},{"type":"literal","value":" h "},{"type":"minute","value":"05"}] / {"locale":"fr-CA","calendar":"gregory","numberingSystem":"latn","timeZone":"UTC","hourCycle":"h23","hour12":false,"hour":"numeric","minute":"2-digit"}
// log: en-IN narrow in the morning, in the morning, in the morning, in the morning, in the morning, n, in the afternoon, in the afternoon, in the evening, in the evening, at night | 12 in the morning, 3 in the morning, 6 in the morning, 9 in the morning, 11 in the morning, 12 n, 1 in the afternoon, 3 in the afternoon, 6 in the evening, 8 in the evening, 10 at night
// log: en-IN short in the morning, in the morning, in the morning, in the morning, in the morning, noon, in the afternoon, in the afternoon, in the evening, in the evening, at night | 12 in the morning, 3 in the morning, 6 in the morning, 9 in the morning, 11 in the morning, 12 noon, 1 in the afternoon, 3 in the afternoon, 6 in the evening, 8 in the evening, 10 at night
// log: en-IN long in the morning, in the morning, in the morning, in the morning, in the morning, noon, in the afternoon, in the afternoon, in the evening, in the evening, at night | 12 in the morning, 3 in the morning, 6 in the morning, 9 in the morning, 11 in the morning, 12 noon, 1 in the afternoon, 3 in the afternoon, 6 in the evening, 8 in the evening, 10 at night
// log: en-IN 12:00 noon / 12:30 in the afternoon / 12:00 in the morning / [{"type":"hour","value":"9"},{"type":"literal","value":":"},{"type":"minute","value":"05"},{"type":"literal","value":" "},{"type":"dayPeriod","value":"at night"}] / {"locale":"en-IN","calendar":"gregory","numberingSystem":"latn","timeZone":"UTC","hourCycle":"h12","hour12":true,"dayPeriod":"short","hour":"numeric","minute":"2-digit"}
// log: Monday 3 in the afternoon
// log: 15
// log: {"locale":"de","calendar":"gregory","numberingSystem":"latn","timeZone":"UTC","dayPeriod":"long"}
// log: in the morning | morgens
// log: TypeError Can't set option dayPeriod when dateStyle is used
// log: RangeError Value x out of range for Intl.DateTimeFormat options property dayPeriod
// The dayPeriod option: each locale's flexible day periods, alone, with
// the hour, with minutes (noon only at 12:00), with a date, and in
// resolvedOptions.
const hours = [0, 3, 6, 9, 11, 12, 13, 15, 18, 20, 22];
const at = (h, mi = 0) => Date.UTC(2024, 0, 1, h, mi);
for (const l of ["en-US", "en", "en-GB", "de", "fr", "es", "it", "pt-BR", "nl", "sv", "ja", "zh", "ko", "ru", "pl", "tr", "fr-CA", "en-IN"]) {
  for (const w of ["narrow", "short", "long"]) {
    const alone = new Intl.DateTimeFormat(l, { dayPeriod: w, timeZone: "UTC" });
    const hour = new Intl.DateTimeFormat(l, { dayPeriod: w, hour: "numeric", timeZone: "UTC" });
    console.log(l, w, hours.map((h) => alone.format(at(h))).join(", "), "|", hours.map((h) => hour.format(at(h, 30))).join(", "));
  }
  const f = new Intl.DateTimeFormat(l, { dayPeriod: "short", hour: "numeric", minute: "2-digit", timeZone: "UTC" });
  console.log(l, f.format(at(12)), "/", f.format(at(12, 30)), "/", f.format(at(0)), "/", JSON.stringify(f.formatToParts(at(21, 5))), "/", JSON.stringify(f.resolvedOptions()));
}
console.log(new Intl.DateTimeFormat("en", { dayPeriod: "long", weekday: "long", hour: "numeric", timeZone: "UTC" }).format(at(15)));
console.log(new Intl.DateTimeFormat("en", { dayPeriod: "short", hour: "numeric", hourCycle: "h23", timeZone: "UTC" }).format(at(15)));
console.log(JSON.stringify(new Intl.DateTimeFormat("de", { dayPeriod: "long" }).resolvedOptions()));
console.log(new Date(at(9)).toLocaleTimeString("en", { dayPeriod: "short" }), "|", new Date(at(9)).toLocaleString("de", { dayPeriod: "long" }));
for (const o of [{ dayPeriod: "short", dateStyle: "short" }, { dayPeriod: "x" }]) {
  try { new Intl.DateTimeFormat("en", o); } catch (e) { console.log(e.constructor.name, e.message); }
}
