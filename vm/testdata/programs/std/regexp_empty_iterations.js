// log: [["a","abc"],["a",null],["a","abc"],["a",null]]
// log: [["ab","b"],["abc","b"],["abx","ab"]]
// log: [["AAb","A"],["ab",null],["xyxy","xy"]]
// log: ["[]a[]a[]a[]",["x","x","x"],["bbz",null]]
// log: [["aa"],["bc"],["x",null],["xyyx"]]
// log: [["a1b22c",""],["b",null],["abc",null]]
// An iteration of a quantified group past its minimum that matches the
// empty string is rejected, whatever the group's shape: its captures are
// dropped and the matcher backtracks into it for a longer match.
const show = (r) => console.log(JSON.stringify(r))
show(["abc".match(/(?:(?=(abc)))a/), "abc".match(/(?:(?=(abc)))?a/), "abc".match(/(?:(?=(abc))){1,1}a/), "abc".match(/(?:(?=(abc))){0,1}a/)])
show([/(a?b??)*/.exec("ab"), /(?:a|(b?))*c/.exec("abc"), /((?:a?b??)*)*x/.exec("abx")])
show([/(a*?)*b/i.exec("AAb"), /(?:(a)|b?)*/.exec("ab"), /(?<n>(?:x?)+y?)*/u.exec("xyxy")])
show(["aaa".replace(/(a?)*?/g, "[$1]"), "xaxbx".split(/(?:a|b?)*/), /(?:(?=(\w))|b)*z/.exec("bbz")])
show([/^(?:\b|a)*$/.exec("aa"), /(?:a?|b)?c/.exec("bc"), /(\1*)?x/.exec("x"), /(?:x(?:y?)*)*$/.exec("xyyx")])
show([[..."a1b22c".matchAll(/(?:\d?[a-z]?)*/g)].map(m => m[0]), /(a{0,0})?b/.exec("b"), /(?:(a|)|b)*c/.exec("abc")])
