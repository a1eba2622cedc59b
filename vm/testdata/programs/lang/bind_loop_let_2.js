// log: a,b,x,y
const fs = [];
for (const k of ['a', 'b']) fs.push(() => k);
for (const k in { x: 1, y: 2 }) fs.push(() => k);
console.log(fs.map(f => f()).join(','));
