// ERROR: 2:18: Unexpected identifier 'b'
const o = { a: 1 b: 2 };
