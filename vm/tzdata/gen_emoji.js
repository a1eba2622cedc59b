// Writes vm/internal/jspattern/emoji.go from node (the oracle): cd vm && node tzdata/gen_emoji.js > internal/jspattern/emoji.go && gofmt -w internal/jspattern/emoji.go
const props = ["Emoji", "Emoji_Presentation", "Emoji_Modifier", "Emoji_Modifier_Base", "Emoji_Component", "Extended_Pictographic"];
let out = `// Code generated from node ${process.version} (Unicode ${process.versions.unicode}) by testing each code point against\n// /\\p{Name}/u; DO NOT EDIT.\n\npackage jspattern\n\n// emojiProperties are the emoji binary properties (emoji-data.txt), which\n// Go's unicode package does not have.\nvar emojiProperties = map[string][]cpRange{\n`;
for (const p of props) {
  const re = new RegExp(`^\\p{${p}}$`, "u");
  const rs = [];
  for (let c = 0; c <= 0x10ffff; c++) {
    if (c >= 0xd800 && c <= 0xdfff) continue;
    if (re.test(String.fromCodePoint(c))) {
      const last = rs[rs.length - 1];
      if (last && last[1] === c - 1) last[1] = c; else rs.push([c, c]);
    }
  }
  const hex = n => "0x" + n.toString(16).toUpperCase();
  out += `\t"${p}": {`;
  out += rs.map(([a, b]) => `{${hex(a)}, ${hex(b)}}`).join(", ");
  out += `},\n`;
}
out += `}\n`;
process.stdout.write(out);
