// value: 200000
// One 1 MB string referenced 200,000 times is counted once.
const big = "x".repeat(1 << 20);
const refs = [];
for (let i = 0; i < 200000; i++) refs.push(big);
return refs.length;
