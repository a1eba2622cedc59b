// log: [
// log:   'plain',
// log:   "it's",
// log:   'say "hi"',
// log:   `both ' and "`,
// log:   'all \' " `',
// log:   'tmpl ${x} \' "'
// log: ]
// log: {
// log:   msg: "don't panic",
// log:   html: '<a href="x">link</a>',
// log:   sql: `SELECT * FROM t WHERE name = 'bob' AND note = "x"`
// log: }
// log: {
// log:   path: 'C:\\Users\\bob',
// log:   tab: 'a\tb',
// log:   nul: 'a\x00b',
// log:   bell: '\x07',
// log:   esc: '\x1B[31m',
// log:   del: '\x7F'
// log: }
// log: [ 'été', '日本語', 'emoji 😀', '\ud800' ]
// log: raw 'top level' "strings" are not quoted
// log: {
// log:   '123': 8,
// log:   'key with space': 1,
// log:   "it's": 2,
// log:   'q"k': 3,
// log:   valid_key: 4,
// log:   '$dollar': 5,
// log:   _u: 6,
// log:   '1abc': 7,
// log:   '-1': 9,
// log:   '': 10
// log: }
// log: Map(1) { "it's" => 'say "x"' }
// log: [ 'back`tick', 'new\nline' ]
console.log(["plain", "it's", 'say "hi"', `both ' and "`, "all ' \" `", "tmpl ${x} ' \""]);
console.log({ msg: "don't panic", html: '<a href="x">link</a>', sql: "SELECT * FROM t WHERE name = 'bob' AND note = \"x\"" });
console.log({ path: "C:\\Users\\bob", tab: "a\tb", nul: "a\0b", bell: "\x07", esc: "\x1b[31m", del: "\x7f" });
console.log(["\u00e9t\u00e9", "日本語", "emoji 😀", "\ud800"]);
console.log("raw 'top level' \"strings\" are not quoted");
console.log({ "key with space": 1, "it's": 2, 'q"k': 3, valid_key: 4, $dollar: 5, _u: 6, "1abc": 7, 123: 8, "-1": 9, "": 10 });
console.log(new Map([["it's", 'say "x"']]));
console.log([`back\`tick`, "new\nline"]);
