// node: skip (node 20 lacks the ES2025 iterator helpers; the expected lines are node 24's)
// log: TypeError: Iterator.prototype.map called on non-object
// log: TypeError: number 1 is not a function
// log: TypeError: string "f" is not a function
// log: RangeError: NaN must be positive
// log: RangeError: -1 must be positive
// log: RangeError: abc must be positive
// log: RangeError: undefined must be positive
// log: TypeError: Cannot convert a Symbol value to a number
// log: TypeError: Reduce of a done iterator with no initial value
// log: TypeError: Abstract class Iterator not directly constructable
// log: TypeError: Constructor Iterator requires 'new'
// log: TypeError: Iterator.from called on non-object
// log: TypeError: '1' returned for property 'Symbol(Symbol.iterator)' of object '#<Object>' is not a function
// log: TypeError: #<Object> is not iterable
// log: TypeError: Method Iterator Helper.prototype.next called on incompatible receiver #<Object>
// log: TypeError: Method Iterator Helper.prototype.return called on incompatible receiver [object Array]
// log: TypeError: Method %WrapForValidIteratorPrototype%.next called on incompatible receiver #<Object>
// log: TypeError: Iterator.prototype.flatMap called on non-object
// log: TypeError: Iterator.prototype.flatMap called on non-object
// log: TypeError: Iterator result 1 is not an object
// log: TypeError: Generator is already running
// log: TypeError: Cannot assign to read only property 'Symbol(Symbol.toStringTag)' of object '[object Object]'
// log: TypeError: Cannot assign to read only property 'constructor' of object '[object Object]'
// log: RangeError: in mapper
// The iterator helpers' errors, with V8's messages.
const t = (f) => { try { console.log("ok", f()); } catch (e) { console.log(e.constructor.name + ": " + e.message); } };
const src = () => ({ next() { return { value: 1, done: false }; } });
t(() => Iterator.prototype.map.call(1, (x) => x));
t(() => Iterator.prototype.map.call(src(), 1));
t(() => Iterator.prototype.filter.call(src(), "f"));
t(() => Iterator.prototype.take.call(src(), NaN));
t(() => Iterator.prototype.take.call(src(), -1));
t(() => Iterator.prototype.drop.call(src(), "abc"));
t(() => Iterator.prototype.drop.call(src(), undefined));
t(() => Iterator.prototype.take.call(src(), Symbol()));
t(() => Iterator.prototype.reduce.call({ next() { return { done: true }; } }, (a, b) => a));
t(() => new Iterator());
t(() => Iterator());
t(() => Iterator.from(1));
t(() => Iterator.from({ [Symbol.iterator]: 1 }));
t(() => Iterator.from({ [Symbol.iterator]() { return 1; } }));
t(() => [1].values().map((x) => x).next.call({}));
t(() => [1].values().map((x) => x).return.call([]));
t(() => Iterator.from({ next() {} }).next.call({}));
t(() => [1].values().flatMap((x) => 1).next());
t(() => [1].values().flatMap((x) => "ab").next());
t(() => Iterator.prototype.map.call({ next() { return 1; } }, (x) => x).next());
t(() => { const h = Iterator.prototype.map.call({ next() { return h.next(); } }, (x) => x); return h.next(); });
t(() => { Iterator.prototype[Symbol.toStringTag] = "X"; });
t(() => { Iterator.prototype.constructor = 1; });
t(() => [1].values().map((x) => { throw new RangeError("in mapper"); }).next());
