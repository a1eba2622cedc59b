// value: {"a":"The quick brown fox jumps ove…","b":"The quick brown...","c":"Party 🎉…"}
// log: The quick brown fox…
// log: The quick brown f...
// log: short
// log: The quick brown fox jumps...
// log: one two
// log: 27 23
// log: Party 🎉🎉…
// log: "Party \ud83c"
// log: 8
// log: The quick brown... (70 chars, 14 words)
// Truncating text for summaries: by characters, by words, keeping emoji intact.
function truncate(text, max, ellipsis = "…") {
  if (text.length <= max) return text;
  return text.slice(0, max - ellipsis.length).trimEnd() + ellipsis;
}
function truncateWords(text, maxWords) {
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length <= maxWords) return words.join(" ");
  return words.slice(0, maxWords).join(" ") + "...";
}
function truncateGraphemeSafe(text, max) {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return chars.slice(0, max - 1).join("") + "…";
}
const long = "The quick brown fox jumps over the lazy dog and keeps running far away";
console.log(truncate(long, 20));
console.log(truncate(long, 20, "..."));
console.log(truncate("short", 20));
console.log(truncateWords(long, 5));
console.log(truncateWords("  one   two  ", 5));
const emoji = "Party 🎉🎉🎉 time 🚀 launch";
console.log(emoji.length, [...emoji].length);
console.log(truncateGraphemeSafe(emoji, 9));
console.log(JSON.stringify(emoji.slice(0, 7)));
console.log(truncate(emoji, 8).length);
const summary = `${long.substring(0, 15)}... (${long.length} chars, ${long.split(" ").length} words)`;
console.log(summary);
return { a: truncate(long, 30), b: truncateWords(long, 3), c: truncateGraphemeSafe(emoji, 8) };
