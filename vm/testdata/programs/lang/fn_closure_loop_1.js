// log: [ 0, 10, 20 ]
function make() { const out = []; for (let i = 0; i < 3; i++) { out.push(function () { return i * 10; }); } return out; }
console.log(make().map(f => f()));
