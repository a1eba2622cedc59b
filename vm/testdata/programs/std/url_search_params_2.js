// value: null
// log: [ [ 'a', '1' ], [ 'b', '2' ], [ 'a', '3' ], [ 'c', '' ] ]  [ '1', '3' ] 4 a=1&b=2&a=3&c=
// log: a=1&a=3&b=2&c=
// log: a=1&a=3&b=2&c= a=1&a=3&b=2&c=&d=4
// log: &=+ x y s=a+b%26c %F0%9F%98%80=%C3%A9
// log: https://x.com/ 
// log: https://x.com/?k=v+w
// log: https://x.com/ []
const p = new URLSearchParams("a=1&b=2&a=3&c");
console.log([...p], p.get("c"), p.getAll("a"), p.size, String(p));
p.sort(); console.log(String(p));
const q = new URLSearchParams(p); q.append("d", "4"); console.log(String(p), String(q));
console.log(new URLSearchParams("q=%26%3D%2B%20x+y").get("q"), new URLSearchParams({ s: "a b&c" }).toString(), new URLSearchParams([["😀", "é"]]).toString());
const u = new URL("https://x.com/?a=1"); u.searchParams.delete("a"); console.log(u.href, u.search);
u.searchParams.set("k", "v w"); console.log(u.href); u.search = ""; console.log(u.href, [...u.searchParams]);
