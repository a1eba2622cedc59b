// log: mine
// log: 1
const Math = { max: () => 'mine' };
console.log(Math.max(1, 2));
let JSON = 1;
console.log(JSON);
