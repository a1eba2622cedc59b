// log: [ 1, 'm' ]
const fs = [];
try { throw 1; } catch (e) { fs.push(() => e); }
try { throw 2; } catch ({ message = 'm' }) { fs.push(() => message); }
console.log(fs.map(f => f()));
