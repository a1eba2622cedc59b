// value: [true,true,true,true,true,true,true,true,true,true,true,true]
// log: http://example.com/a/c?x#y | http: example.com - /a/c ?x #y
// log: https://xn--mnchen-3ya.de/stra%C3%9Fe?q=%C3%A4 | https: xn--mnchen-3ya.de - /stra%C3%9Fe ?q=%C3%A4 -
// log: http://127.0.0.1/ | http: 127.0.0.1 - / - -
// log: http://[::1]:3000/api | http: [::1] 3000 /api - -
// log: https://user%40mail:p%3Ass@host.io/ | https: host.io - / - -
// log: file:///C:/Users/me/doc.txt | file:  - /C:/Users/me/doc.txt - -
// log: mailto:someone@example.com?subject=Hi%20there | mailto:  - someone@example.com ?subject=Hi%20there -
// log: data:text/plain;base64,SGVsbG8= | data:  - text/plain;base64,SGVsbG8= - -
// log: https://example.com/a%20b/c%20d?e%20f=g%20h#i%20j | https: example.com - /a%20b/c%20d ?e%20f=g%20h #i%20j
// log: https://example.com/ | https: example.com - / - -
// log: ftp://ftp.example.org/pub/file.tar.gz | ftp: ftp.example.org - /pub/file.tar.gz - -
// log: https://example.com/?a=1&a=2&b=%E2%9C%93&c=x+y | https: example.com - / ?a=1&a=2&b=%E2%9C%93&c=x+y -
// log: [ '1', '2' ] ✓ x y
// log: q=a%26b%3Dc&sym=*-._%7E%21%27%28%29&space=x+y&plus=1%2B1
// log: https://example.com/?z=1#sec%20tion
// log: ?z=1&new=v [ [ 'z', '1' ], [ 'new', 'v' ] ]
// log: https://shop.example/item?id=9&ref=home
// log: https://a.b/c/x?y https://a.b/c?q https://a.b/c?d#h
// log: [ 'docs.example.com', 'foo.bar' ]
// URL parsing corner cases that show up with scraped links.
const inputs = [
  "HTTP://Example.COM:80/a/./b/../c?x#y",
  "https://münchen.de/straße?q=ä",
  "http://0x7f.1/",
  "http://[::1]:3000/api",
  "https://user%40mail:p%3Ass@host.io/",
  "file:///C:/Users/me/doc.txt",
  "mailto:someone@example.com?subject=Hi%20there",
  "data:text/plain;base64,SGVsbG8=",
  "https://example.com/a b/c%20d?e f=g h#i j",
  "https://example.com:443",
  "ftp://ftp.example.org/pub/file.tar.gz",
  "https://example.com/?a=1&a=2&b=%E2%9C%93&c=x+y",
];
for (const s of inputs) {
  try {
    const u = new URL(s);
    console.log(u.href, "|", u.protocol, u.hostname, u.port || "-", u.pathname, u.search || "-", u.hash || "-");
  } catch (e) { console.log("ERR", s, e.message); }
}
const u = new URL("https://example.com/?a=1&a=2&b=%E2%9C%93&c=x+y");
console.log(u.searchParams.getAll("a"), u.searchParams.get("b"), u.searchParams.get("c"));
const sp = new URLSearchParams();
sp.append("q", "a&b=c");
sp.append("sym", "*-._~!'()");
sp.append("space", "x y");
sp.append("plus", "1+1");
console.log(sp.toString());
u.search = "?z=1";
u.hash = "sec tion";
console.log(u.href);
u.searchParams.append("new", "v");
console.log(u.search, [...u.searchParams.entries()]);
const strip = s => { const x = new URL(s); [...x.searchParams.keys()].filter(k => k.startsWith("utm_")).forEach(k => x.searchParams.delete(k)); return x.toString(); };
console.log(strip("https://shop.example/item?id=9&utm_source=mail&utm_medium=x&ref=home"));
console.log(new URL("../../x?y", "https://a.b/c/d/e/f").href, new URL("?q", "https://a.b/c?d#e").href, new URL("#h", "https://a.b/c?d").href);
const link = "See https://docs.example.com/path?x=1, or http://foo.bar/baz). Also www.nope.com";
console.log(link.match(/https?:\/\/[^\s),]+/g).map(s => new URL(s).hostname));
return inputs.map(s => URL.canParse(s));
