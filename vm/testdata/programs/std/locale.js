// value: ["10","9","a b","ab","apple","Apple","banana","Banana","cherry","éclair","zebra","Zebra"]
// log: [
// log:   '10',     '9',
// log:   'a b',    'ab',
// log:   'apple',  'Apple',
// log:   'banana', 'Banana',
// log:   'cherry', 'éclair',
// log:   'zebra',  'Zebra'
// log: ]
// log: -1 1 0 1 -1
const words = ["banana", "Apple", "cherry", "apple", "Banana", "éclair", "Zebra", "zebra", "10", "9", "a b", "ab"];
console.log(words.slice().sort((a, b) => a.localeCompare(b)));
console.log("a".localeCompare("B"), "B".localeCompare("a"), "a".localeCompare("a"), "résumé".localeCompare("resume"), "a".localeCompare("A"));
return words.slice().sort((a, b) => a.localeCompare(b));
