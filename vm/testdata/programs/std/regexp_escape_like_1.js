// log: "a.b" ^a\.b$ true false
// log: "1+1=2" ^1\+1=2$ true false
// log: "(x)" ^\(x\)$ true false
// log: "[y]" ^\[y\]$ true false
// log: "c:\\path" ^c:\\path$ true false
// log: "$5.00" ^\$5\.00$ true false
// log: "what?" ^what\?$ true false
// log: [ 'a', 'b', 'c' ] x-y-z
// Escaping user text for a RegExp the pre-ES2025 way, then matching.
const esc = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
for (const s of ["a.b", "1+1=2", "(x)", "[y]", "c:\\path", "$5.00", "what?"]) {
  const re = new RegExp("^" + esc(s) + "$");
  console.log(JSON.stringify(s), re.source, re.test(s), re.test(s + "x"));
}
console.log("a.b.c".split(new RegExp(esc("."))), "x*y*z".replaceAll(new RegExp(esc("*"), "g"), "-"));
