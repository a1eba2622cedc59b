// value: ["Dear Zoë,","- Pen x2","- Ink x1","Thanks for being VIP!","Total: $12.00"]
// log: Dear Zoë,
// log: - Pen x2
// log: - Ink x1
// log: Thanks for being VIP!
// log: Total: $12.00
// log: <p>&lt;b&gt;bold&lt;/b&gt; &amp; co</p><i>42</i>
// log: {"cooked":["a\tb","A",""],"raw":["a\\tb","\\u0041",""],"v":[1,2]}
// log: function greet() {
// log:   return "hi";
// log: }
// log: outer inner deep 2 1,2 [object Object] null undefined
// A tiny mustache-like renderer with sections, escapes and tagged templates.
function render(tpl, ctx) {
  return tpl
    .replace(/\{\{#(\w+)\}\}([\s\S]*?)\{\{\/\1\}\}/g, (_, key, inner) => {
      const v = ctx[key];
      if (Array.isArray(v)) return v.map(item => render(inner, { ...ctx, ...item, ".": item })).join("");
      return v ? render(inner, ctx) : "";
    })
    .replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, k) => String(k.split(".").reduce((o, p) => (o == null ? o : o[p]), ctx) ?? ""));
}
const tpl = `Dear {{ user.name }},
{{#items}}- {{title}} x{{qty}}
{{/items}}{{#vip}}Thanks for being VIP!{{/vip}}{{#none}}hidden{{/none}}
Total: {{total}}`;
const out = render(tpl, { user: { name: "Zoë" }, items: [{ title: "Pen", qty: 2 }, { title: "Ink", qty: 1 }], vip: true, total: "$12.00" });
console.log(out);
const html = (strings, ...vals) => strings.reduce((acc, s, i) => acc + s + (i < vals.length ? String(vals[i]).replace(/[<>&]/g, c => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;" })[c]) : ""), "");
console.log(html`<p>${"<b>bold</b> & co"}</p><i>${42}</i>`);
const tag = (s, ...v) => JSON.stringify({ cooked: s, raw: s.raw, v });
console.log(tag`a\tb${1}\u0041${2}`);
const dedent = (strs, ...vals) => {
  const full = String.raw(strs, ...vals);
  const lines = full.replace(/^\n/, "").split("\n");
  const indent = Math.min(...lines.filter(l => l.trim()).map(l => l.match(/^ */)[0].length));
  return lines.map(l => l.slice(indent)).join("\n").trimEnd();
};
console.log(dedent`
    function ${"greet"}() {
      return "hi";
    }
  `);
const nested = `outer ${`inner ${`deep ${1 + 1}`}`}`;
console.log(nested, `${[1, 2]}`, `${{}}`, `${null} ${undefined}`);
return out.split("\n");
