// value: null
// log: https://api.example.com/v1/search?q=caf%C3%A9+%26+cr%C3%A8me&limit=10
// log: https://api.example.com/v1/items?page=2&sort=-date
// log:  example.com file.json { x: '1' }
// log: someone@example.com /%7Efoo/%20bar
// log: tag=b b
// log: TypeError
// log: TypeError The "name" and "value" arguments must be specified
// log: false
// log: true
// URLs as tool code builds them.
const base = "https://api.example.com/v1/";
const u = new URL("search", base);
u.searchParams.set("q", "café & crème");
u.searchParams.set("limit", 10);
console.log(u.toString());
const params = new URLSearchParams({ page: 2, sort: "-date" });
console.log(`${base}items?${params}`);
const parsed = new URL("https://example.com:443/path/to/file.json?x=1#top");
console.log(parsed.port, parsed.host, parsed.pathname.split("/").pop(), Object.fromEntries(parsed.searchParams));
console.log(new URL("mailto:someone@example.com").pathname, new URL("http://example.com/%7Efoo/ bar").pathname);
const p = new URLSearchParams("tag=a&tag=b"); p.delete("tag", "a"); console.log(p.toString(), p.get("tag"));
try { new URLSearchParams([["a"]]); } catch (e) { console.log(e.name); }
try { p.append("x"); } catch (e) { console.log(e.name, e.message); }
console.log(new URL("https://a.com/?a=1").searchParams === new URL("https://a.com/?a=1").searchParams);
const same = new URL("https://a.com/?a=1"); console.log(same.searchParams === same.searchParams);
