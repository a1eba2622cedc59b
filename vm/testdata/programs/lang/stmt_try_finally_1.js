// log: finally runs
// log: try
// log: finally wins
// log: cont 1
// log: cont 2
function f() { try { return 'try'; } finally { console.log('finally runs'); } }
console.log(f());
function g() { try { throw 1; } catch (e) { return 'catch ' + e; } finally { return 'finally wins'; } }
console.log(g());
for (const x of [1, 2]) { try { continue; } finally { console.log('cont', x); } }
