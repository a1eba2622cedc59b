// value: null
// log: Cannot assign to read only property 'length' of object '[object Array]'
// log: Cannot delete property '1' of [object Array]
// log: Cannot delete property '0' of [object Array]
// log: Cannot assign to read only property 'length' of object '[object Array]'
// log: Cannot assign to read only property '0' of object '[object Array]'
// log: Cannot delete property '0' of [object Array]
// log: Cannot assign to read only property 'length' of object '[object Array]'
// log: Cannot assign to read only property 'length' of object '[object Array]'
// log: 1
// log: Cannot assign to read only property 'length' of object '[object Array]'
// log: Cannot assign to read only property 'length' of object '[object Array]'
// log: 1
// log: Cannot add property 0, object is not extensible
// log: Cannot add property 2, object is not extensible
// log: Cannot add property 1, object is not extensible
// log: TypeError
// log: TypeError
// log: TypeError
// log: a
// log: 2
// log: 1
const r = [];
for (const f of [a => a.pop(), a => a.shift(), a => a.push(), a => a.unshift(), a => a.push(1)]) {
  for (const a of [Object.freeze([]), Object.freeze([1, 2]), Object.seal([1])]) {
    try { r.push(f(a)); } catch (e) { r.push(e.message); }
  }
}
for (const f of [() => Array.prototype.push.call("abc", 1), () => Array.prototype.pop.call("abc"), () => Array.prototype.reverse.call(new String("ab"))]) {
  try { r.push(f()); } catch (e) { r.push(e.constructor.name); }
}
const s = new String("ab"); s[0] = "z"; s.length = 5; s[5] = 1;
r.push(s[0], s.length, s[5]);
console.log(r.join("\n"));
