// log: {
// log:   to: 'bob@example.com',
// log:   body: 'Hi Bob,\n\nThanks for the update.\nSee you soon.\n-- Alice'
// log: }
// log: [ 'Hi Bob,\n\nThanks for the update.\nSee you soon.\n-- Alice' ]
// log: {
// log:   text: 'line one of a long message that keeps going\n' +
// log:     'line two of a long message that keeps going\n' +
// log:     'line three'
// log: }
// log: {
// log:   a: {
// log:     b: 'line one of a long message that keeps going\n' +
// log:       'line two of a long message that keeps going\n' +
// log:       'line three'
// log:   }
// log: }
// log: [
// log:   'line one of a long message that keeps going\n' +
// log:     'line two of a long message that keeps going\n' +
// log:     'line three',
// log:   'line one of a long message that keeps going\n' +
// log:     'line two of a long message that keeps going\n' +
// log:     'line three'
// log: ]
// log: { short: 'a\nb' }
// log: { trailing: 'ends with newline\n' }
// log: Hi Bob,
// log: 
// log: Thanks for the update.
// log: See you soon.
// log: -- Alice
// log: {
// log:   para: 'word word word word word word word word word word word word word word word word word word word word word word word word word word word word word word \n' +
// log:     'more more more more more more more more more more more more more more more more more more more more '
// log: }
// Multi-line strings inside objects are escaped on one line; long ones split.
const email = "Hi Bob,\n\nThanks for the update.\nSee you soon.\n-- Alice";
console.log({ to: "bob@example.com", body: email });
console.log([email]);
const long = "line one of a long message that keeps going\nline two of a long message that keeps going\nline three";
console.log({ text: long });
console.log({ a: { b: long } });
console.log([long, long]);
console.log({ short: "a\nb" });
console.log({ trailing: "ends with newline\n" });
console.log(email);
const para = "word ".repeat(30) + "\n" + "more ".repeat(20);
console.log({ para });
