// log: ReferenceError: missingVar is not defined
// log: ReferenceError: missingFn is not defined
try { missingVar; } catch (e) { console.log(e.name + ': ' + e.message); }
try { missingFn(); } catch (e) { console.log(e.name + ': ' + e.message); }
