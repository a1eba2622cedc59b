// log: [ 0, 1, 2 ]
// log: [ 3, 3, 3 ]
const fs = [];
for (let i = 0; i < 3; i++) fs.push(() => i);
console.log(fs.map(f => f()));
const gs = [];
for (var j = 0; j < 3; j++) gs.push(() => j);
console.log(gs.map(f => f()));
