// value: [42,42,42,42,42,"TypeError: (intermediate value) is not a function",null,"TypeError: (intermediate value) is not a function","TypeError: Cannot read properties of undefined (reading 'deeper')"]
// A parenthesized optional chain called, (a?.b)(): the method keeps its
// object as this; a short-circuited chain calls undefined.
class Box {
  constructor() { this.value = 42; }
  get() { return this.value; }
}
const box = new Box();
const none = null;
const out = [box?.get(), (box?.get)(), (box.get)?.(), (box?.["get"])(), (box?.get)?.()];
const t = (f) => { try { out.push(f()); } catch (e) { out.push(`${e.constructor.name}: ${e.message}`); } };
t(() => (none?.get)());
t(() => (none?.get)?.());
t(() => (box?.missing)());
t(() => (box?.missing.deeper)());
return out;
