// value: [5,5,1,1,1,2,1,1,3,4]
// log: "hello" 5 5 5 5
// log: "héllo" 5 5 5 6
// log: "é" 2 2 1 3
// log: "👍🏽" 4 2 1 8
// log: "👨‍👩‍👧‍👦" 11 7 1 25
// log: "🇫🇷🇯🇵" 8 4 2 16
// log: "❤️" 2 2 1 6
// log: "1️⃣" 3 3 1 7
// log: "한국어" 3 3 3 9
// log: "नमस्ते" 6 6 4 18
// log: [ '🇫🇷', '🇯🇵' ] true true true
// log: Great job team ship it !
// log: Family: 👨‍👩‍👧‍👦…
// log: 7 5 1f44d
// Counting user-perceived characters without Intl.Segmenter.
const samples = ["hello", "héllo", "e\u0301", "👍🏽", "👨‍👩‍👧‍👦", "🇫🇷🇯🇵", "❤️", "1️⃣", "한국어", "नमस्ते"];
const graphemeRe = /\p{RI}\p{RI}|(?:\p{Extended_Pictographic}|[#*0-9])\uFE0F?\u20E3?(?:\p{Emoji_Modifier})?(?:\u200D\p{Extended_Pictographic}\uFE0F?(?:\p{Emoji_Modifier})?)*|\P{M}\p{M}*|./gsu;
for (const s of samples) {
  const g = s.match(graphemeRe) ?? [];
  console.log(JSON.stringify(s), s.length, [...s].length, g.length, new TextEncoder().encode(s).length);
}
console.log("🇫🇷🇯🇵".match(/\p{RI}{2}/gu), /^\p{Emoji_Presentation}$/u.test("👍"), /^\p{Emoji}$/u.test("#"), /\p{Emoji_Modifier_Base}/u.test("👍"));
const stripEmoji = s => s.replace(/\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier}|\u200D\p{Extended_Pictographic})*/gu, "").replace(/\s{2,}/g, " ").trim();
console.log(stripEmoji("Great job 👍🏽 team 🎉🎉 ship it 🚀!"));
const truncate = (s, n) => { const g = s.match(graphemeRe) ?? []; return g.length <= n ? s : g.slice(0, n - 1).join("") + "…"; };
console.log(truncate("Family: 👨‍👩‍👧‍👦 and flags 🇫🇷🇯🇵", 10));
console.log("abc👍🏽".split("").length, Array.from("abc👍🏽").length, "abc👍🏽".codePointAt(3).toString(16));
return samples.map(s => (s.match(graphemeRe) ?? []).length);
