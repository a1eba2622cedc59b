// log: [
// log:   'key a',   'key s',
// log:   'key b',   'init s',
// log:   'defined', 'init a',
// log:   'init b'
// log: ]
const log = [];
const key = (k) => { log.push('key ' + k); return k; };
class C {
  [key('a')] = log.push('init a');
  static [key('s')] = log.push('init s');
  [key('b')] = log.push('init b');
}
log.push('defined');
new C();
console.log(log);
