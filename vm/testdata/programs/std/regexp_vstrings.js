// value: ["abcdxabc",["abc","d"],"",["👨‍👩‍👧","🇫🇷","1️⃣"],true,"😀","ab",5,"1",true,true,true,true,true,true,"xy",["c"],"Invalid regular expression: /[^\\q{ab}]/v: Negated character class may contain strings","Invalid regular expression: /\\P{RGI_Emoji}/v: Invalid property name","Invalid regular expression: /[^\\p{RGI_Emoji}]/v: Negated character class may contain strings","ok [^[\\q{ab}&&a]]","Invalid regular expression: /\\p{RGI_Emoji}/u: Invalid property name"]
// With the v flag a class may hold strings (\q{...}, properties of
// strings): they are tried longest first, and && and -- apply to them.
const r = [];
r.push(/^[\q{abc|d|}x]+$/v.exec("abcdxabc")[0], "xabcd".match(/[\q{abc|ab|a}d]/gv), /[\q{}]/v.exec("z")[0]);
r.push("a👨‍👩‍👧b🇫🇷c1️⃣#".match(/\p{RGI_Emoji}/gv), /^\p{RGI_Emoji}+$/v.test("👨‍👩‍👧🇫🇷😀"));
r.push(/[\p{RGI_Emoji}--\q{🇫🇷}]/v.exec("🇫🇷x😀")[0], /[\q{abc|ab}&&\q{ab}]/v.exec("abc")[0]);
r.push(/^[\d\q{0|2|4|9\uFE0F\u20E3}]+$/v.exec("9\uFE0F\u20E312")[0].length, /[\d--\q{0|2|4|9\uFE0F\u20E3}]/v.exec("0123")[0]);
r.push(/^\p{Emoji_Keycap_Sequence}$/v.test("#\uFE0F\u20E3"), /^\p{RGI_Emoji_Flag_Sequence}$/v.test("🇺🇳"), /^\p{Basic_Emoji}$/v.test("\u231A"));
r.push(/^\p{RGI_Emoji_Modifier_Sequence}$/v.test("👋🏽"), /^\p{RGI_Emoji_Tag_Sequence}$/v.test("🏴󠁧󠁢󠁳󠁣󠁴󠁿"), /^\p{RGI_Emoji_ZWJ_Sequence}$/v.test("👩‍💻"));
r.push(/[[\q{xy}z]&&[\q{xy}]]/v.exec("zxy")[0], "ab-c".match(/[\q{a\-b|c}]/gv));
for (const p of ["[^\\q{ab}]", "\\P{RGI_Emoji}", "[^\\p{RGI_Emoji}]", "[^[\\q{ab}&&a]]"]) {
  try { new RegExp(p, "v"); r.push("ok " + p) } catch (e) { r.push(e.message) }
}
try { new RegExp("\\p{RGI_Emoji}", "u") } catch (e) { r.push(e.message) }
return r
