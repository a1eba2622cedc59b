// value: null
// log: https://user:pw@example.com:8080/a/c?x=1&y=two%20words#frag https://example.com:8080 https: user pw example.com:8080 example.com 8080 /a/c ?x=1&y=two%20words #frag
// log: https://user:pw@example.com:8080/a/c?x=1&y=two%20words#frag {"u":"https://user:pw@example.com:8080/a/c?x=1&y=two%20words#frag"} two words null [ [ 'x', '1' ], [ 'y', 'two words' ] ]
// log: ?x=1&y=two+words&z=a%26b%3Dc https://user:pw@example.com:8080/a/c?x=1&y=two+words&z=a%26b%3Dc#frag
// log: 1 1
// log: https://user:pw@other.org/new%20path?q=1#h2
// log: http://user:pw@other.org/new%20path?q=1#h2 http://other.org
// log: http://h.com/a/x?y#z http://h.com/ false true
// log: TypeError Invalid URL
// log: TypeError Invalid URL
// log: [ '1', '3' ] true true a=1&b=2&a=3 3
// log: a=x&c=%C3%BC+%C3%A9%2B%26
// log: a=x&c=%C3%BC+%C3%A9%2B%26 [ 'a', 'c' ] [ 'x', 'ü é+&' ] [ [ 'a', 'x' ], [ 'c', 'ü é+&' ] ]
// log: k=v&n=1 a=b&c=d
// log: [ 'x1', 'y2' ]
// log: a=+b+c&%25zz=1&=e&f= 😀
// log: null text/plain,hi [::1] xn--nxasmq6b.com http://xn--xample-9ua.com/%C3%A4
// log: [] function function true
const u = new URL("https://user:pw@Example.COM:8080/a/./b/../c?x=1&y=two words#frag");
console.log(u.href, u.origin, u.protocol, u.username, u.password, u.host, u.hostname, u.port, u.pathname, u.search, u.hash);
console.log(String(u), JSON.stringify({ u }), u.searchParams.get("y"), u.searchParams.get("none"), [...u.searchParams]);
u.searchParams.append("z", "a&b=c");
console.log(u.search, u.href);
u.search = "?q=1"; console.log(u.searchParams.get("q"), u.searchParams.size);
u.hash = "h2"; u.pathname = "/new path"; u.port = "443"; u.hostname = "other.org";
console.log(u.href);
u.protocol = "http"; console.log(u.href, u.origin);
console.log(new URL("../x?y#z", "http://h.com/a/b/c").href, new URL("HTTP://H.COM").href, URL.canParse("nope"), URL.canParse("a:b"));
try { new URL("nope"); } catch (e) { console.log(e.name, e.message); }
try { new URL("/path"); } catch (e) { console.log(e.name, e.message); }
const p = new URLSearchParams("?a=1&b=2&a=3");
console.log(p.getAll("a"), p.has("b"), p.has("a", "3"), p.toString(), p.size);
p.set("a", "x"); p.delete("b"); p.append("c", "ü é+&"); console.log(p.toString());
p.sort(); console.log(String(p), [...p.keys()], [...p.values()], [...p.entries()]);
console.log(new URLSearchParams({ k: "v", n: 1 }).toString(), new URLSearchParams([["a", "b"], ["c", "d"]]).toString());
const seen = []; new URLSearchParams("x=1&y=2").forEach((v, k, o) => seen.push(k + v)); console.log(seen);
console.log(new URLSearchParams("a=%20b+c&%zz=1&=e&f").toString(), new URLSearchParams("a=%F0%9F%98%80").get("a"));
console.log(new URL("file:///tmp/x").origin, new URL("data:text/plain,hi").pathname, new URL("http://[::1]:80/").host, new URL("http://xn--nxasmq6b.com/").hostname, new URL("http://ÉXAMPLE.com/ä").href);
console.log(Object.keys(u), typeof URL, typeof URLSearchParams, u instanceof URL);
