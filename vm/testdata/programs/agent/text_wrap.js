// value: 10
// log: |Lorem ipsum dolor sit   |
// log: |amet, consectetur       |
// log: |adipiscing elit.        |
// log: |Supercalifragilisticexpi|
// log: |alidocious words get    |
// log: |split.                  |
// log: |                        |
// log: |Second paragraph — with |
// log: |an em dash and “smart   |
// log: |quotes”.                |
// log: ┌────────────┐
// log: │ Status: OK │
// log: │ Items: 42  │
// log: │ Ünïcode: ✓ │
// log: └────────────┘
// log:   a
// log: 
// log:   b
// log:     c
// log: [Lorem  ipsum  dolor  sit]
// log: [amet,        consectetur]
// log: [adipiscing         elit.]
// log: [   title   ] [  ab   ]
// Word-wrapping, indenting and boxing text for terminal-style output.
function wrap(text, width) {
  const out = [];
  for (const para of text.split(/\n\s*\n/)) {
    let line = "";
    for (const word of para.split(/\s+/).filter(Boolean)) {
      if (line && (line + " " + word).length > width) { out.push(line); line = word; }
      else line = line ? line + " " + word : word;
      while (line.length > width) { out.push(line.slice(0, width)); line = line.slice(width); }
    }
    if (line) out.push(line);
    out.push("");
  }
  out.pop();
  return out;
}
const text = `Lorem ipsum dolor sit amet, consectetur adipiscing elit. Supercalifragilisticexpialidocious words get split.

Second paragraph — with an em dash and “smart quotes”.`;
const lines = wrap(text, 24);
console.log(lines.map(l => `|${l.padEnd(24)}|`).join("\n"));
const box = (ls) => { const w = Math.max(...ls.map(l => l.length)); return ["┌" + "─".repeat(w + 2) + "┐", ...ls.map(l => "│ " + l.padEnd(w) + " │"), "└" + "─".repeat(w + 2) + "┘"].join("\n"); };
console.log(box(["Status: OK", "Items: 42", "Ünïcode: ✓"]));
const indent = (s, n) => s.replace(/^(?=.)/gm, " ".repeat(n));
console.log(indent("a\n\nb\n  c", 2));
const justify = (line, width) => { const words = line.split(" "); if (words.length < 2) return line; let gaps = width - words.join("").length; const slots = words.length - 1; return words.reduce((acc, w, i) => i === 0 ? w : acc + " ".repeat(Math.floor(gaps / slots) + (i <= gaps % slots ? 1 : 0)) + w, ""); };
console.log(lines.slice(0, 3).map(l => `[${justify(l, 24)}]`).join("\n"));
const center = (s, w) => s.padStart(Math.floor((w + s.length) / 2)).padEnd(w);
console.log(`[${center("title", 11)}] [${center("ab", 7)}]`);
return lines.length;
