// log: ["zaacbbbcac","z","ac","a",null,"c"]
// log: ["aabc","c",null] ["ab",null] ["ba","a"]
// log: ["ab",null,"b"] ["ab",null] ["ABC","B",null]
// log: {} ["abc",null]
// log: ["ab",null] [ 'a', 'X', 'c' ]
// log: [c|]
// log: ["k=v;","k","v",null] ["x;",null,null,"x"] ["y=z","y","z",null]
// log: ["c","a"] ["aaa","a"]
// A quantified group clears its captures at each iteration: a capture
// from an earlier iteration does not survive one that did not set it.
const show = (m) => JSON.stringify(m && [...m])
console.log(show(/(z)((a+)?(b+)?(c))*/.exec("zaacbbbcac")))
console.log(show(/((a)+b|c)*/.exec("aabc")), show(/(?:(a)|b)*/.exec("ab")), show(/(?:(a)|b)*/.exec("ba")))
console.log(show(/(?:(a)|(b))+/.exec("ab")), show(/^(?:(a)|b){2}$/.exec("ab")), show(/((a)|b)+c/i.exec("ABC")))
console.log(JSON.stringify(/(?:(?<x>a)|b)*/.exec("ab").groups), show(/(?:(a)|b){1,3}?c/.exec("abc")))
console.log(show(/(?:(a)|b)*\1/.exec("aba")), "aXbXc".split(/(?:(X)|b)+/))
console.log("a1b2c".replace(/(?:([a-z])|(\d))+/g, "[$1|$2]"))
console.log([..."k=v;x;y=z".matchAll(/(?:(\w)=(\w)|(\w));?/g)].map(show).join(" "))
console.log(show(/(?<=(?:(a)|b)+)c/.exec("abc")), show(/(a)+/.exec("aaa")))
