// value: [["a","b","x",",","c",";","b","x","x","x","a","q","k","7","9"],[1,1,1,1,1,1,1,1,1,1,1,1,1,1,1],["string","string","string","string","string","string","string","string","string","string","string","string","string","string","string"],true,true,"aaa","é�",2,{" ":1,",":1,"d":1,"e":1,"h":1,"l":3,"o":2,"r":1,"w":1},"helo, wrd",3,1,true,-1,"A",97,[32,10,9,127,0]]
// Strings of one ASCII character, however they are made, are ordinary
// strings: equal to each other and to literals, usable as keys, and
// concatenated, compared and converted like any other.
const out = []
const s = "a,b;c\u00e9\u{1F600}x"
const chars = [s[0], s.charAt(2), s.at(-1), [...s][1], s.split("")[4], s.slice(3, 4), s.substring(2, 3), String.fromCharCode(120), "xyz".match(/x/)[0], "x".repeat(1), "abc".split(/b/)[0], JSON.parse('"q"'), Object.keys({ k: 1 })[0], 7 + "", `${9}`]
out.push(chars, chars.map((c) => c.length), chars.map((c) => typeof c))
out.push(s[0] === "a", s[0] === chars[0], "a" + s[0] + "a", s[5] + s[6], (s[5] + s[6]).length)
const counts = {}
for (const c of "hello, world") counts[c] = (counts[c] || 0) + 1
out.push(counts, Object.keys(counts).join(""), new Set("abcabc".split("")).size, new Map([[s[0], 1]]).get("a"))
out.push("b" > s[0], s[0].localeCompare("b"), s[0].toUpperCase(), s[0].codePointAt(0), [" ", "\n", "\t", "\x7f", "\x00"].map((c) => c.charCodeAt(0)))
return out
