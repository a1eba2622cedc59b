// value: ["L:truefalse","Lu:truefalse","Nd:truefalse","sc=Garay:truefalse","sc=Sidt:truefalse","scx=Deva:truefalse","sc=Deva:falsetrue","sc=Zyyy:truefalse","scx=Latn:truefalse","Bidi_Mirrored:truefalse","Bidi_M:falsetrue","Case_Ignorable:truefalse","CWCF:truefalse","CWCM:falsetrue","Changes_When_Lowercased:falsetrue","CWKCF:truefalse","CWT:truefalse","CWU:falsetrue","XID_Start:falsetrue","ID_Start:falsetrue","XIDC:truefalse","Assigned:truefalse","Any:truefalse","Emoji:truefalse","ExtPict:truefalse","RI:truefalse","space:truefalse","Ideo:truefalse","gc=Cn:falsetrue","Invalid regular expression: /\\p{sc=Hrkt}/u: Invalid property name","Invalid regular expression: /\\p{IDS_Unary_Operator}/u: Invalid property name","Invalid regular expression: /\\p{Other_Alphabetic}/u: Invalid property name","Invalid regular expression: /\\p{Script=Latin=x}/u: Invalid property name","Invalid regular expression: /\\p{scx}/u: Invalid property name","Invalid regular expression: /\\p{gc=Latin}/u: Invalid property name","Invalid regular expression: /\\p{ID_Compat_Math_Start}/u: Invalid property name","Invalid regular expression: /\\p{Basic_Emoji}/u: Invalid property name",4,"a_б"]
// Unicode property escapes use Unicode 17 data (V8's): categories, scripts,
// Script_Extensions (its own data, not Script's) and every binary property.
const r = [];
for (const [p, s] of [["L", "\u{10D4F}"], ["Lu", "\u1C89"], ["Nd", "\u{10D40}"], ["sc=Garay", "\u{10D40}"], ["sc=Sidt", "\u{10940}"],
  ["scx=Deva", "\u0964"], ["sc=Deva", "\u0964"], ["sc=Zyyy", "\u0964"], ["scx=Latn", "\u0363"], ["Bidi_Mirrored", "("], ["Bidi_M", "a"],
  ["Case_Ignorable", "'"], ["CWCF", "A"], ["CWCM", "1"], ["Changes_When_Lowercased", "a"], ["CWKCF", "\u00AD"], ["CWT", "a"], ["CWU", "A"],
  ["XID_Start", "\u2E2F"], ["ID_Start", "\u2E2F"], ["XIDC", "\u00B7"], ["Assigned", "\u{1138B}"], ["Any", "\u{10FFFF}"],
  ["Emoji", "\u{1FAE9}"], ["ExtPict", "\u{1FC00}"], ["RI", "\u{1F1E6}"], ["space", "\u3000"], ["Ideo", "\u{32400}"], ["gc=Cn", "\u{1138B}"]]) {
  r.push(p + ":" + new RegExp("^\\p{" + p + "}$", "u").test(s) + new RegExp("^\\P{" + p + "}$", "u").test(s));
}
for (const p of ["sc=Hrkt", "IDS_Unary_Operator", "Other_Alphabetic", "Script=Latin=x", "scx", "gc=Latin", "ID_Compat_Math_Start", "Basic_Emoji"]) {
  try { new RegExp("\\p{" + p + "}", "u"); r.push("ok " + p) } catch (e) { r.push(e.message) }
}
r.push("𐵀𐵁x".match(/\p{Nd}+/u)[0].length, "aΩб".replace(/\p{Script=Greek}/gu, "_"));
return r
