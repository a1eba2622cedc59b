// log: a|b\n|c :: a|b
// log: |c :: 1,2
// log: x\ty3
function tag(strings, ...vals) { return strings.raw.join('|') + ' :: ' + strings.join('|') + ' :: ' + vals.join(','); }
console.log(tag`a${1}b\n${2}c`);
console.log(String.raw`x\ty${3}`);
