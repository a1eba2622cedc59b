// value: {"n":3}
let n = 0;
for (const x of [1, 2]) n += x;
({ n });
