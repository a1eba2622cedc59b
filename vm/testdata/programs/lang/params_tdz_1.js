// log: ReferenceError Cannot access 'b' before initialization
// log: [ 5, 1 ]
// log: ReferenceError Cannot access 'a' before initialization
// log: 3
// log: ReferenceError Cannot access 'y' before initialization
// log: 7
// log: gen param
// log: created
// log: 3
function f(a = b, b = 1) { return [a, b]; }
try { f(); } catch (e) { console.log(e.name, e.message); }
console.log(f(5));
function g(a = a) {}
try { g(); } catch (e) { console.log(e.name, e.message); }
function h(a, b = () => c, c = 3) { return b(); }
console.log(h());
const k = (x = y, { y } = { y: 2 }) => x;
try { k(); } catch (e) { console.log(e.name, e.message); }
console.log(k(7));
function gen(a = (console.log('param evaluated'), 1)) { return 1; }
function* g2(a = (console.log('gen param'), 1), [b] = [a + 1]) { yield a + b; }
const it = g2();
console.log('created');
console.log(it.next().value);
