// value: "q=caf%C3%A9%20%26%20cr%C3%A8me\u0026page=2\u0026tags=a%20b\u0026tags=c%2Fd\u0026empty=\u0026emoji=%F0%9F%8E%89"
// log: q=caf%C3%A9%20%26%20cr%C3%A8me&page=2&tags=a%20b&tags=c%2Fd&empty=&emoji=%F0%9F%8E%89
// log: {
// log:   q: 'café & crème',
// log:   page: '2',
// log:   tags: [ 'a b', 'c/d' ],
// log:   empty: '',
// log:   emoji: '🎉'
// log: }
// log: https://example.com/a%20path/%C3%BC?x=1&y=a%20b#frag
// log: !'()*-._~ ;,/?:@&=+$#
// log: %3B%2F ü ;/ ü
// log: % URIError URI malformed
// log: %E0%A4%A URIError URI malformed
// log: %ZZ URIError URI malformed
// log: %C0%80 URIError URI malformed
// log: URIError URI malformed
// log: a b+c
// log: %E4%20b+c ä b€
// encodeURIComponent / decodeURIComponent / encodeURI and query strings.
const params = { q: "café & crème", page: 2, tags: ["a b", "c/d"], empty: "", emoji: "🎉" };
const qs = Object.entries(params)
  .flatMap(([k, v]) => (Array.isArray(v) ? v.map(x => [k, x]) : [[k, v]]))
  .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
  .join("&");
console.log(qs);
const back = {};
for (const pair of qs.split("&")) {
  const [k, v] = pair.split("=").map(decodeURIComponent);
  back[k] = k in back ? [].concat(back[k], v) : v;
}
console.log(back);
console.log(encodeURI("https://example.com/a path/ü?x=1&y=a b#frag"));
console.log(encodeURIComponent("!'()*-._~"), encodeURI(";,/?:@&=+$#"));
console.log(decodeURI("%3B%2F%20%C3%BC"), decodeURIComponent("%3B%2F%20%C3%BC"));
for (const bad of ["%", "%E0%A4%A", "%ZZ", "%C0%80"]) {
  try { decodeURIComponent(bad); console.log("ok", bad); } catch (e) { console.log(bad, e.name, e.message); }
}
try { encodeURIComponent("\ud800"); } catch (e) { console.log(e.name, e.message); }
console.log(decodeURIComponent("a+b%2Bc".replace(/\+/g, " ")));
console.log(escape("ä b+c"), unescape("%E4%20b%u20AC"));
return qs;
