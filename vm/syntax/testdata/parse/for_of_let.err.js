// ERROR: 2:13: Unexpected identifier 'x'
for (let of x);
