// value: true
// log: 12 H undefined o 101 d
// log: World Worl Hello ell
// log: 4 8 -1 true true true
// log: HELLO, WORLD hello, world pad| x x|
// log: 005 abxyx ababab [ 'a', 'b', 'c' ] [ 'a', 'b', 'c' ]
// log: [ 'a', 'b' ] baa bbb x12
// log: price: $5 a[b]c aBc
// log: 7 233 55357 😀 6 128512
// log: template 2 and long 1,2 [object Object] null
// log: 123 null 1,2,3 [object Object] 0 ff 0.1
const s = "Hello, World";
console.log(s.length, s[0], s[100], s.charAt(4), s.charCodeAt(1), s.at(-1));
console.log(s.slice(7), s.slice(-5, -1), s.substring(5, 0), s.substr(1, 3));
console.log(s.indexOf("o"), s.lastIndexOf("o"), s.indexOf("zz"), s.includes("World"), s.startsWith("Hell"), s.endsWith("d"));
console.log(s.toUpperCase(), s.toLowerCase(), "  pad  ".trim() + "|", "  x".trimStart(), "x  ".trimEnd() + "|");
console.log("5".padStart(3, "0"), "ab".padEnd(5, "xy"), "ab".repeat(3), "a-b-c".split("-"), "abc".split(""));
console.log("a,b,,c".split(",", 2), "aaa".replace("a", "b"), "aaa".replaceAll("a", "b"), "x".concat(1, 2));
console.log("price: $p".replace("$p", "$$5"), "abc".replace("b", "[$&]"), "abc".replace("b", (m) => m.toUpperCase()));
const u = "héllo😀";
console.log(u.length, u.charCodeAt(1), u.charCodeAt(5), u.slice(5), [...u].length, u.codePointAt(5));
console.log(`template ${1 + 1} and ${s.length > 3 ? "long" : "short"} ${[1, 2]} ${{}} ${null}`);
console.log(String(123), String(null), String([1, [2, 3]]), String({}), String(-0), (255).toString(16), (0.5).toString(2));
return "abc" < "abd";
