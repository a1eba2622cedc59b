// log: 6 60
// log: 600 bound f 1
function f(a, b) { return this.x + a + b; }
console.log(f.call({ x: 1 }, 2, 3), f.apply({ x: 10 }, [20, 30]));
const b = f.bind({ x: 100 }, 200);
console.log(b(300), b.name, b.length);
