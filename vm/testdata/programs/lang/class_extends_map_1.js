// log: 1 default 1 true
class DefaultMap extends Map { get(k) { return this.has(k) ? super.get(k) : 'default'; } }
const m = new DefaultMap([['a', 1]]);
console.log(m.get('a'), m.get('b'), m.size, m instanceof Map);
