// value: "Hello World! It's \"quoted\"\n\nNext\nline"
// log: "Hello World! It's \"quoted\"\n\nNext\nline"
// log: "x" "x " "  x"
// log: Hello world & "friends" <3
// log: &#60;a href=&#34;x&#34;&#62;Tom &#38; &#39;Jerry&#39;&#60;/a&#62;
// log: [ true, false, false, true ]
// log: 1555123456789 13
// log: many spaces here
// log: true true true 2 3
// log: ************1111 abc
// log: Hello, World1null ababab Test
// Cleaning up messy input: whitespace, control characters, HTML, quotes.
const raw = "  \tHello\u00a0World!\u200b  It\u2019s   \u201cquoted\u201d\r\n\r\nNext\u2028line\x07  ";
const clean = raw
  .replace(/[\u200b-\u200d\ufeff]/g, "")
  .replace(/[\u2018\u2019]/g, "'")
  .replace(/[\u201c\u201d]/g, '"')
  .replace(/[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/g, "")
  .replace(/\r\n?|[\u2028\u2029]/g, "\n")
  .replace(/[ \t\u00a0]+/g, " ")
  .replace(/\n{3,}/g, "\n\n")
  .trim();
console.log(JSON.stringify(clean));
console.log(JSON.stringify(" \u00a0\ufeffx\u3000\u2028".trim()), JSON.stringify("  x ".trimStart()), JSON.stringify("  x ".trimEnd()));
const html = `<p class="x">Hello <b>world</b> &amp; "friends" &lt;3</p><script>alert(1)</script>`;
const text = html.replace(/<script[\s\S]*?<\/script>/gi, "").replace(/<[^>]+>/g, "").replace(/&(amp|lt|gt|quot|#39);/g, (_, e) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" })[e]);
console.log(text);
const escapeHtml = s => s.replace(/[&<>"']/g, c => `&#${c.charCodeAt(0)};`);
console.log(escapeHtml(`<a href="x">Tom & 'Jerry'</a>`));
const email = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
console.log(["a@b.co", "bad@", "x y@z.com", "ünï@exämple.de"].map(e => email.test(e)));
const phone = "+1 (555) 123-4567 ext. 89".replace(/\D+/g, "");
console.log(phone, phone.length);
const collapse = s => s.split(/\s+/).join(" ").trim();
console.log(collapse("  many\n\n  spaces\there "));
console.log("abc".includes(""), "abc".startsWith("b", 1), "abc".endsWith("b", 2), "abc".indexOf("c", -5), "aXbX".lastIndexOf("X"));
const mask = (s, keep = 4) => s.slice(-keep).padStart(s.length, "*");
console.log(mask("4111111111111111"), mask("abc"));
console.log("Hello".concat(", ", "World", 1, null), "ab".repeat(3), "tEST".at(0).toUpperCase() + "tEST".slice(1).toLowerCase());
return clean;
