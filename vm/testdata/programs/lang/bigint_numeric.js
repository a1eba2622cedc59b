// value: "15511210043330985984000000"
// log: 6n 10n -5n -6n true true [object Object] 5
// log: 3n bigint
// log: -1n 1n 1n 616n
// log: 265252859812191058636308480000000n 158
// log: 218922995834555169026n
// log: 1048576n
// log: 6n 3n bigint
// log: big
const v = { valueOf() { return 5n } };
console.log(v + 1n, v * 2n, -v, ~v, v > 4n, v == 5n, `${v}`, v + "");
let x = { valueOf() { return 2n } };
x++;
console.log(x, typeof x);
let y = 1n;
y = -y;
console.log(y, y ** 2n, (-y) ** 63n, 2n ** 64n % 1000n);
function fact(n) { return n <= 1n ? 1n : n * fact(n - 1n) }
console.log(fact(30n), String(fact(100n)).length);
let fib = [0n, 1n];
for (let i = 2; i < 100; i++) fib.push(fib[i - 1] + fib[i - 2]);
console.log(fib[99]);
const gcd = (a, b) => (b === 0n ? a : gcd(b, a % b));
console.log(gcd(2n ** 64n, 6n ** 20n));
let t = 0n;
for (const z of [1n, 2n, 3n]) t += z;
console.log(t, [1n, 2n].reduce((a, b) => a + b), typeof (1n + 1n));
switch (2n) { case 2: console.log("num"); break; case 2n: console.log("big"); break; }
return String(fact(25n));
