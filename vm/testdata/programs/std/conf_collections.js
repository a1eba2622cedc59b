// log: 1 a true
// log: 2 b true
// log: 3 c true
// log: 1 1
// log: 2 2
// log: 9 9
// log: Method Map.prototype.forEach called on incompatible receiver #<Set>
// log: Method Set.prototype.forEach called on incompatible receiver #<Map>
// log: number 5 is not a function
// log: true true true true
// log: get size get description
// log: patched set 1
// log: '5' returned for property 'set' of object '#<Map>' is not a function
// log: Iterator value 1 is not an entry object true
// log: Invalid value used in weak set
// log: [ 'a', 'b', 'c' ] [ [ 1, 2 ] ] [ 1, 2 ]
// Map/Set: constructors go through set/add and close the iterator on errors,
// forEach sees live entries and checks its receiver, iterator aliases, getter names.
const m = new Map([[1, "a"], [2, "b"]]);
m.forEach((v, k, mm) => { if (k === 1) m.set(3, "c"); console.log(k, v, mm === m); });
const s = new Set([1, 2]);
s.forEach((v, k) => { if (v === 1) s.add(9); console.log(v, k); });
try { Map.prototype.forEach.call(new Set(), () => {}); } catch (e) { console.log(e.message); }
try { Set.prototype.forEach.call(new Map(), () => {}); } catch (e) { console.log(e.message); }
try { m.forEach(5); } catch (e) { console.log(e.message); }
console.log(Map.prototype[Symbol.iterator] === Map.prototype.entries, Set.prototype.keys === Set.prototype.values, Set.prototype[Symbol.iterator] === Set.prototype.values, [][Symbol.iterator] === [].values);
console.log(Object.getOwnPropertyDescriptor(Map.prototype, "size").get.name, Object.getOwnPropertyDescriptor(Symbol.prototype, "description").get.name);
class M2 extends Map { set(k, v) { console.log("set", k, v); return super.set(k, v); } }
const saved = Map.prototype.set;
Map.prototype.set = function (k, v) { console.log("patched set", k); return saved.call(this, k, v); };
new Map([[1, 2]]);
Map.prototype.set = saved;
try { Map.prototype.set = 5; new Map([[1, 2]]); } catch (e) { console.log(e.message); } finally { Map.prototype.set = saved; }
let closed = false;
const it = { [Symbol.iterator]() { return { next() { return { value: 1, done: false }; }, return() { closed = true; return {}; } }; } };
try { new Map(it); } catch (e) { console.log(e.message, closed); }
try { new WeakSet([1]); } catch (e) { console.log(e.message); }
console.log([...new Set("abca")], [...new Map([[1, 2]])], Array.from([1, 2].values()));
