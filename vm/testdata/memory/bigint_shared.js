// value: 200000
// One 128 KB BigInt referenced 200,000 times is counted once.
const big = 1n << (1n << 20n);
const refs = [];
for (let i = 0; i < 200000; i++) refs.push(big);
refs.length;
