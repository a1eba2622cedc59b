// value: 27
// log: (\w*)?x /: [0,"x",null] - [5,"x",null] - [2,"x",null] [0,"12x","12"] - - - - -
// log: ([\]]*)?x /: [0,"x",null] - [5,"x",null] - [0,"]]x","]]"] [2,"x",null] - - - - -
// log: ([^\]]*?)?\] /: - - - - [0,"]",null] - - - - - -
// log: (\u0061*)?b /: - [0,"aab","aa"] - [2,"b",null] - - [0,"ab","a"] - - [2,"b",null] -
// log: (\x61?)?b /: - [1,"ab","a"] - [2,"b",null] - - [0,"ab","a"] - - [2,"b",null] -
// log: (?:\p{L}*)?\d /u: - - - - - [0,"1"] - - - - -
// log: (\u{1F600}*)?! /u: - - - [1,"!",null] - - - [0,"😀😀!","😀😀"] - - -
// log: (a{0,2})?b /: - [0,"aab","aa"] - [2,"b",null] - - [0,"ab","a"] - - [2,"b",null] -
// log: (a{0,})?b /: - [0,"aab","aa"] - [2,"b",null] - - [0,"ab","a"] - - [2,"b",null] -
// log: (a{2,3})?b /: - [0,"aab","aa"] - [2,"b",null] - - [1,"b",null] - - [2,"b",null] -
// log: (?<=(\d*)?)x /: [0,"x",null] - [5,"x",null] - [2,"x",null] [2,"x","12"] - - - - -
// log: (?=(\d*)?)x /: [0,"x",null] - [5,"x",null] - [2,"x",null] [2,"x",null] - - - - -
// log: (?<n>[a-z]*?)?; /: - - - - - - [0,"abc;","abc"] - - - -
// log: ([[a-z]--[x]]*)?! /v: - - - [1,"!",null] - - - [4,"!",null] - - -
// log: (.*)?$ /m: [0,"x","x"] [0,"aab","aab"] [0,"café x","café x"] [0,"é!b","é!b"] [0,"]]x","]]x"] [0,"12x 3","12x 3"] [0,"abc;","abc;"] [0,"😀😀!","😀😀!"] [0,"\\\\n **n","\\\\n **n"] [0,"a","a"] [0,"ζk K","ζk K"]
// log: (\s*)*\w /: [0,"x",null] [0,"a",null] [0,"c",null] [2,"b",null] [2,"x",null] [0,"1",null] [0,"a",null] - [2,"n",null] [0,"a",null] [1,"k",null]
// log: \bé /: - - [3,"é"] - - - - - - - -
// log: é\b /u: - - - - - - - - - - -
// log: \Bb\B /: - - - - - - [1,"b"] - - - -
// log: [\b] /: - - - - - - - - - - -
// log: \w+\b /i: [0,"x"] [0,"aab"] [0,"caf"] [2,"b"] [2,"x"] [0,"12x"] [0,"abc"] - [2,"n"] [0,"a"] [1,"k"]
// log: \bk /iu: - - - - - - - - - - [1,"k"]
// log: (?:(a)|b)?c /: - - [0,"c",null] - - - [1,"bc",null] - - - -
// log: (?:[a]*)+?b /: - [0,"aab"] - [2,"b"] - - [0,"ab"] - - [2,"b"] -
// log: (\\*)?n /: - - - - - - - - [0,"\\\\n","\\\\"] - -
// log: (\**)?n /: - - - - - - - - [2,"n",null] - -
// log: (\c[*)?n /: SyntaxError
// A table of patterns run over a few inputs: optional groups, classes with
// brackets, escapes, lookarounds and word boundaries on non-ASCII text.
const patterns = [
  [String.raw`(\w*)?x`, ""], [String.raw`([\]]*)?x`, ""], [String.raw`([^\]]*?)?\]`, ""], [String.raw`(\u0061*)?b`, ""],
  [String.raw`(\x61?)?b`, ""], [String.raw`(?:\p{L}*)?\d`, "u"], [String.raw`(\u{1F600}*)?!`, "u"], [String.raw`(a{0,2})?b`, ""],
  [String.raw`(a{0,})?b`, ""], [String.raw`(a{2,3})?b`, ""], 
  [String.raw`(?<=(\d*)?)x`, ""], [String.raw`(?=(\d*)?)x`, ""], [String.raw`(?<n>[a-z]*?)?;`, ""], [String.raw`([[a-z]--[x]]*)?!`, "v"],
  [String.raw`(.*)?$`, "m"], [String.raw`(\s*)*\w`, ""], [String.raw`\bé`, ""], [String.raw`é\b`, "u"],
  [String.raw`\Bb\B`, ""], [String.raw`[\b]`, ""], [String.raw`\w+\b`, "i"], [String.raw`\bk`, "iu"], [String.raw`(?:(a)|b)?c`, ""],
  [String.raw`(?:[a]*)+?b`, ""], [String.raw`(\\*)?n`, ""], [String.raw`(\**)?n`, ""], [String.raw`(\c[*)?n`, ""],
];
const inputs = ["x", "aab", "café x", "é!b", "]]x", "12x 3", "abc;", "😀😀!", "\\\\n **n", "a\nb", "ζk \u212a"];
const rows = [];
for (const [p, f] of patterns) {
  let re;
  try { re = new RegExp(p, f + "g"); } catch (e) { rows.push(`${p} /${f}: ${e.name}`); continue; }
  const out = inputs.map(s => { re.lastIndex = 0; const m = re.exec(s); return m ? JSON.stringify([m.index, ...m]) : "-"; });
  rows.push(`${p} /${f}: ${out.join(" ")}`);
}
console.log(rows.join("\n"));
return rows.length;
