// value: ["STRASSE","İSTANBUL","ǄEMAL","ΌΣΟΣ","FINE","ΩΜΈΓΑ","ʼN","ÇÀ ET LÀ","SS"]
// log: straße STRASSE straße 7
// log: İstanbul İSTANBUL i̇stanbul 8
// log: ǅemal ǄEMAL ǆemal 5
// log: ΌΣΟΣ ΌΣΟΣ όσος 4
// log: ﬁne FINE ﬁne 4
// log: Ωμέγα ΩΜΈΓΑ ωμέγα 5
// log: ŉ ʼN ŉ 2
// log: çà et là ÇÀ ET LÀ çà et là 8
// log: ß SS ß 2
// log: σας ας σα
// log: false 4 5 true 4 5
// log: c5 c5
// log: 1 full x2
// log: RangeError The normalization form should be one of NFC, NFD, NFKC, NFKD.
// log: Creme brulee a la facon de Zoe
// log: Élan Vital Über Alles
// log: ı İ i
// log: true false
// log: true true 7
// Case mapping and normalization of non-ASCII text.
const words = ["straße", "İstanbul", "ǅemal", "ΌΣΟΣ", "ﬁne", "Ωμέγα", "ŉ", "çà et là", "ß"];
for (const w of words) console.log(w, w.toUpperCase(), w.toLowerCase(), w.toUpperCase().length);
console.log("ΣΑΣ".toLowerCase(), "ΑΣ ΣΑ".toLowerCase());
const a = "caf\u00e9", b = "cafe\u0301";
console.log(a === b, a.length, b.length, a.normalize() === b.normalize(), b.normalize("NFC").length, a.normalize("NFD").length);
console.log("Å".normalize("NFKC").codePointAt(0).toString(16), "\u212b".normalize("NFC").codePointAt(0).toString(16));
console.log("①".normalize("NFKC"), "ｆｕｌｌ".normalize("NFKC"), "x²".normalize("NFKD"));
try { "x".normalize("nfc"); } catch (e) { console.log(e.name, e.message); }
const stripAccents = s => s.normalize("NFD").replace(/\p{Diacritic}/gu, "");
console.log(stripAccents("Crème brûlée à la façon de Zoë"));
const title = s => s.toLowerCase().replace(/(^|\s)(\p{L})/gu, (_, sp, c) => sp + c.toUpperCase());
console.log(title("élan vital ÜBER alles"));
console.log("I".toLocaleLowerCase("tr"), "i".toLocaleUpperCase("tr"), "I".toLocaleLowerCase("en-US"));
const eq = (x, y) => x.localeCompare(y, undefined, { sensitivity: "accent" }) === 0;
console.log(eq("STRASSE", "strasse"), eq("é", "e"));
console.log(/\p{Lu}/u.test("É"), /\p{Script=Greek}/u.test("Ω"), "Ünïcode".match(/\p{L}/gu).length);
return words.map(w => w.toUpperCase());
