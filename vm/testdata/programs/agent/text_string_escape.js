// value: "'it'\\''s'"
// log: simple 'with space' 'it'\''s' '$HOME' '' 'a
// log: b'
// log: INSERT INTO t (a, b, c) VALUES ('O''Brien', 42, NULL);
// log: quote \" backslash \\ tab \t nl \n bell \u0007 é 😀
// log: "a\nb\téA😀\\\""
// log: &lt;a title=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;
// log: "<b> &amp; © 😀 …   &unknown;"
// log: \d+\.\d* true 3
// log: 1\. \*bold\* \[link\]\(x\) \| pipe\_name
// log: plain,"a,b","say ""hi"""," pad ",,3.5,"multi
// log: line"
// Quoting and escaping strings for shells, SQL, CSV, JSON and regexps.
const shellQuote = s => /^[\w@%+=:,./-]+$/.test(s) ? s : "'" + s.replace(/'/g, "'\\''") + "'";
console.log(["simple", "with space", "it's", "$HOME", "", "a\nb"].map(shellQuote).join(" "));
const sqlLit = v => v === null ? "NULL" : typeof v === "number" ? String(v) : "'" + String(v).replace(/'/g, "''") + "'";
console.log(`INSERT INTO t (a, b, c) VALUES (${["O'Brien", 42, null].map(sqlLit).join(", ")});`);
const jsStr = s => JSON.stringify(s).slice(1, -1);
console.log(jsStr('quote " backslash \\ tab \t nl \n bell \u0007 é 😀'));
const unescapeJs = s => s.replace(/\\(u\{([0-9a-fA-F]+)\}|u([0-9a-fA-F]{4})|x([0-9a-fA-F]{2})|n|t|r|\\|"|')/g, (m, _, cp, u4, x2) => cp ? String.fromCodePoint(parseInt(cp, 16)) : u4 ? String.fromCharCode(parseInt(u4, 16)) : x2 ? String.fromCharCode(parseInt(x2, 16)) : ({ n: "\n", t: "\t", r: "\r" })[m[1]] ?? m[1]);
console.log(JSON.stringify(unescapeJs("a\\nb\\t\\u00e9\\x41\\u{1F600}\\\\\\\"")));
const xml = s => s.replace(/[<>&'"]/g, c => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]);
console.log(xml(`<a title="x">Tom & Jerry's</a>`));
const decodeEntities = s => s.replace(/&(?:#(\d+)|#x([0-9a-f]+)|(\w+));/gi, (m, d, h, n) => d ? String.fromCodePoint(+d) : h ? String.fromCodePoint(parseInt(h, 16)) : ({ amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0", hellip: "…" })[n] ?? m);
console.log(JSON.stringify(decodeEntities("&lt;b&gt; &amp;amp; &#169; &#x1F600; &hellip; &nbsp; &unknown;")));
console.log(String.raw`\d+\.\d*`, new RegExp(String.raw`^\d+\.\d*$`).test("3.14"), `\u0041\x42\u{43}`.length);
const mdEscape = s => s.replace(/([\\`*_{}\[\]()#+\-.!|])/g, "\\$1");
console.log(mdEscape("1. *bold* [link](x) | pipe_name"));
const csvCell = v => { const s = String(v ?? ""); return /[",\n\r]/.test(s) || s !== s.trim() ? `"${s.replace(/"/g, '""')}"` : s; };
console.log(["plain", "a,b", 'say "hi"', " pad ", null, 3.5, "multi\nline"].map(csvCell).join(","));
return shellQuote("it's");
