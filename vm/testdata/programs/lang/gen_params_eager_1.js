// log: default evaluated
// log: before next
// log: body
function* g(a = console.log('default evaluated')) { console.log('body'); }
const it = g();
console.log('before next');
it.next();
