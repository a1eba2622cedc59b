// value: "https://user:pa%20ss@example.com:8443/v3/h%C3%A9llo%20world?page=3\u0026q=caf%C3%A9+cr%C3%A8me\u0026tag=a\u0026tag=b"
// log: https://user:pa%20ss@example.com/api/v2/items?sort=desc&page=2&tag=a&tag=b#top
// log: https: example.com example.com  /api/v2/items ?sort=desc&page=2&tag=a&tag=b #top https://example.com user pa%20ss
// log: ?page=3&tag=a&tag=b&q=caf%C3%A9+cr%C3%A8me [ 'a', 'b' ] null true
// log: https://user:pa%20ss@example.com/api/v2/items?page=3&q=caf%C3%A9+cr%C3%A8me&tag=a&tag=b#top
// log: https://user:pa%20ss@example.com:8443/v3/h%C3%A9llo%20world?page=3&q=caf%C3%A9+cr%C3%A8me&tag=a&tag=b
// log: users => https://api.example.com/v1/users
// log: /root => https://api.example.com/root
// log: ../up => https://api.example.com/up
// log: ?x=1 => https://api.example.com/v1/?x=1
// log: //cdn.example.com/a.js => https://cdn.example.com/a.js
// log: https://other.org => https://other.org/
// log: a=1&b=x+y&c=%C3%A4%26%3D [ 'a', 'b', 'c' ] 3
// log: [ [ 'x', '1' ], [ 'y', '2' ], [ 'x', '3' ], [ 'z', '' ] ] [ '1', '3' ] 
// log: k v1
// log: k v2
// log: TypeError Invalid URL ERR_INVALID_URL
// log: true false true
// log: /search?q=a%2Bb&limit=10
// log: {"u":"http://a.b/c"}
// URL and URLSearchParams manipulation.
const u = new URL("https://user:pa ss@Example.COM:443/api/v1/../v2/items?sort=desc&page=2&tag=a&tag=b#top");
console.log(u.href);
console.log(u.protocol, u.host, u.hostname, u.port, u.pathname, u.search, u.hash, u.origin, u.username, u.password);
u.searchParams.set("page", "3");
u.searchParams.append("q", "café crème");
u.searchParams.delete("sort");
console.log(u.search, u.searchParams.getAll("tag"), u.searchParams.get("missing"), u.searchParams.has("q"));
u.searchParams.sort();
console.log(u.toString());
u.pathname = "/v3/héllo world";
u.hash = "";
u.port = "8443";
console.log(u.href);
const base = "https://api.example.com/v1/";
for (const rel of ["users", "/root", "../up", "?x=1", "//cdn.example.com/a.js", "https://other.org"]) {
  console.log(rel, "=>", new URL(rel, base).href);
}
const p = new URLSearchParams({ a: "1", b: "x y", c: "ä&=" });
console.log(p.toString(), [...p.keys()], p.size);
const p2 = new URLSearchParams("?x=1&y=2&x=3&z");
console.log([...p2], p2.getAll("x"), p2.get("z"));
for (const [k, v] of new URLSearchParams([["k", "v1"], ["k", "v2"]])) console.log(k, v);
try { new URL("not a url"); } catch (e) { console.log(e.name, e.message, e.code); }
console.log(URL.canParse("http://x"), URL.canParse("/rel"), URL.canParse("/rel", "http://h"));
const withParams = (path, q) => { const url = new URL(path, "https://x.test"); Object.entries(q).forEach(([k, v]) => v != null && url.searchParams.set(k, v)); return url.pathname + url.search; };
console.log(withParams("/search", { q: "a+b", limit: 10, skip: null }));
console.log(JSON.stringify({ u: new URL("http://a.b/c") }));
return u.href;
