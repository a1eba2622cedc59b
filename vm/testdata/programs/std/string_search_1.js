// value: null
// log: 6 17 22 0 0 27 27
// log: 11 6 [ 'al', 'l' ] [ 'beta', 'beta' ] null true true true
// log: [ 'alpha', 'beta', 'gamma' ] [ '', 'lph', ' bet' ] [ 'alpha', 'gamma', 'alpha' ] [ 'a', 'b', 'c', 'd' ]
// log: a b b ALPHA alpha 28
const text = "alpha beta gamma beta alpha";
console.log(text.indexOf("beta"), text.indexOf("beta", 7), text.lastIndexOf("alpha"), text.lastIndexOf("alpha", 20), text.indexOf(""), text.lastIndexOf(""), text.indexOf("", 99));
console.log(text.search("gam"), text.search(/b\w+/), text.match(/a(\w)/).slice(0, 2), text.match(/beta/g), text.match(/zzz/), text.includes(""), text.startsWith(""), "".endsWith(""));
console.log(text.split(" ").filter((w, i, arr) => arr.indexOf(w) === i), text.split("a", 3), text.split(/\s*beta\s*/), "a,b;c d".split(/[,; ]/));
console.log(text.at(-5), text.charAt(6), text[6], text.slice(-5).toUpperCase(), text.substring(text.length - 5), text.concat("!").length);
