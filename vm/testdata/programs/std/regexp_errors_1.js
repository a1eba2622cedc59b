// log: SyntaxError: Invalid regular expression: /(((/: Unterminated group
// log: SyntaxError: Invalid regular expression: /(a/: Unterminated group
// log: SyntaxError: Invalid regular expression: /a)/: Unmatched ')'
// log: SyntaxError: Invalid regular expression: /[a/: Unterminated character class
// log: SyntaxError: Invalid regular expression: /a{2,1}/: numbers out of order in {} quantifier
// log: SyntaxError: Invalid regular expression: /\/: \ at end of pattern
// log: SyntaxError: Invalid regular expression: /a**/: Nothing to repeat
// log: SyntaxError: Invalid regular expression: /(?<a>x)(?<a>y)/: Duplicate capture group name
// log: SyntaxError: Invalid regular expression: /\k<b>(?<a>x)/: Invalid named capture referenced
// log: SyntaxError: Invalid regular expression: /(?<1a>x)/: Invalid capture group name
// log: SyntaxError: Invalid regular expression: /[b-a]/: Range out of order in character class
// log: SyntaxError /: Too many captures
// log: true true
// Pattern errors carry V8's messages; a huge pattern fails fast.
for (const p of ["(((", "(a", "a)", "[a", "a{2,1}", "\\", "a**", "(?<a>x)(?<a>y)", "\\k<b>(?<a>x)", "(?<1a>x)", "[b-a]"]) {
  try {
    new RegExp(p);
    console.log("ok", p);
  } catch (e) {
    console.log(String(e));
  }
}
try {
  new RegExp("(".repeat(100000));
} catch (e) {
  console.log(e.name, e.message.slice(-20));
}
console.log(/\k<b>/.test("k<b>"), new RegExp("(".repeat(1000) + ")".repeat(1000)).test(""));
