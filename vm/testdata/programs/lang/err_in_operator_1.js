// log: TypeError: Cannot use 'in' operator to search for 'a' in 5
try { 'a' in 5; } catch (e) { console.log(e.name + ': ' + e.message); }
