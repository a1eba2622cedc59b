// value: ["guide","getting-started","install--configure","api-reference","fetchurl-options","héllo-wörld--ünïcode","getting-started-1","faq-whats-new-in-v20","deep---spaces"]
// log: - [Guide](#guide)
// log:   - [Getting Started](#getting-started)
// log:     - [Install & Configure](#install--configure)
// log:   - [API Reference](#api-reference)
// log:     - [fetch(url, options?)](#fetchurl-options)
// log:     - [Héllo Wörld — Ünïcode!](#héllo-wörld--ünïcode)
// log:   - [Getting Started](#getting-started-1)
// log:   - [FAQ: What's new in v2.0?](#faq-whats-new-in-v20)
// log:       - [Deep   spaces](#deep---spaces)
// log: [
// log:   '1 Guide',
// log:   '1.1 Getting Started',
// log:   '1.1.1 Install & Configure',
// log:   '1.2 API Reference',
// log:   '1.2.1 fetch(url, options?)',
// log:   '1.2.2 Héllo Wörld — Ünïcode!',
// log:   '1.3 Getting Started',
// log:   "1.4 FAQ: What's new in v2.0?",
// log:   '1.4.0.1 Deep   spaces'
// log: ]
// Markdown table of contents with GitHub-style heading anchors.
const md = `# Guide
## Getting Started
### Install & Configure
## API Reference
### \`fetch(url, options?)\`
### Héllo Wörld — Ünïcode!
## Getting Started
## FAQ: What's new in v2.0?
#### Deep   spaces
Not a heading
    # indented code
\`\`\`
# inside fence
\`\`\``;
const seen = new Map();
const slug = text => {
  let s = text.toLowerCase().trim().replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "").replace(/ /g, "-");
  const n = seen.get(s) ?? 0;
  seen.set(s, n + 1);
  return n ? `${s}-${n}` : s;
};
let inFence = false;
const toc = [];
for (const line of md.split("\n")) {
  if (/^```/.test(line)) { inFence = !inFence; continue; }
  const m = !inFence && /^(#{1,6})\s+(.+?)\s*#*$/.exec(line);
  if (!m) continue;
  const level = m[1].length;
  const text = m[2].replace(/`([^`]+)`/g, "$1");
  toc.push({ level, text, anchor: slug(text) });
}
const minLevel = Math.min(...toc.map(t => t.level));
console.log(toc.map(t => `${"  ".repeat(t.level - minLevel)}- [${t.text}](#${t.anchor})`).join("\n"));
const numbered = [];
const counters = [0, 0, 0, 0, 0, 0];
for (const t of toc) {
  counters[t.level - 1]++;
  counters.fill(0, t.level);
  numbered.push(counters.slice(minLevel - 1, t.level).join(".") + " " + t.text);
}
console.log(numbered);
return toc.map(t => t.anchor);
