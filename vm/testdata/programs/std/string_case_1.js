// value: null
// log: i̇stanbul STRASSE οδος Ǆ FI ʼN
// log: ǳ ας 3 56320 àéî ÀÉÎ
// log: Hello World mixed 2 Ÿ
console.log("İstanbul".toLowerCase(), "straße".toUpperCase(), "ΟΔΟΣ".toLowerCase(), "ǆ".toUpperCase(), "ﬁ".toUpperCase(), "ŉ".toUpperCase());
console.log("Ǳ".toLowerCase(), "ΑΣ".toLowerCase(), "a\uD800b".toUpperCase().length, "x\uDC00".toUpperCase().charCodeAt(1), "ÀÉÎ".toLowerCase(), "àéî".toLocaleUpperCase());
console.log("hello world".replace(/\b\w/g, (c) => c.toUpperCase()), "MiXeD".toLowerCase(), "ß".toUpperCase().length, "ÿ".toUpperCase());
