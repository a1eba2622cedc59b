// value: {"avg":"5.22","lines":11,"top":["fixed",2],"words":40}
// log: lines: 11 non-empty: 7
// log: words: 40
// log: fixed=2 search=2 sync=2 added=1 and=1
// log: [
// log:   'Fixed: crash on empty input',
// log:   'Fixed: wrong totals in reports',
// log:   'Added: CSV export'
// log: ]
// log: {
// log:   Fixed: [ 'crash on empty input', 'wrong totals in reports' ],
// log:   Added: [ 'CSV export' ]
// log: }
// log: 3 The sync engine was rewritten; search now supports "quoted phrases".
// log: avg word length 5.22
// log: longest line (68): The sync engine was rewritten; search now supports "quoted phrases".
// Word and line statistics over a document.
const doc = `# Release notes

Version 2.1 brings faster sync, better search and fewer crashes.
The sync engine was rewritten; search now supports "quoted phrases".

  - Fixed: crash on empty input
  - Fixed: wrong totals in reports
  - Added: CSV export

Thanks to everyone who reported bugs!
`;
const lines = doc.split(/\r?\n/);
console.log("lines:", lines.length, "non-empty:", lines.filter(l => l.trim() !== "").length);
const words = doc.toLowerCase().match(/\b[a-z][a-z'-]*\b/g) ?? [];
console.log("words:", words.length);
const freq = {};
for (const w of words) freq[w] = (freq[w] || 0) + 1;
const top = Object.entries(freq)
  .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
  .slice(0, 5);
console.log(top.map(([w, c]) => `${w}=${c}`).join(" "));
const bullets = lines.filter(l => /^\s*-\s/.test(l)).map(l => l.replace(/^\s*-\s*/, ""));
console.log(bullets);
const byKind = bullets.reduce((acc, b) => {
  const [kind, rest] = b.split(/:\s*/, 2);
  (acc[kind] ||= []).push(rest);
  return acc;
}, {});
console.log(byKind);
const sentences = doc.replace(/\n+/g, " ").split(/(?<=[.!?])\s+/).filter(s => /\w/.test(s));
console.log(sentences.length, sentences[1]);
const avg = (words.reduce((s, w) => s + w.length, 0) / words.length).toFixed(2);
console.log("avg word length", avg);
const longest = lines.reduce((a, b) => (b.length > a.length ? b : a), "");
console.log(`longest line (${longest.length}): ${longest.trim()}`);
return { lines: lines.length, words: words.length, top: top[0], avg };
