// log: TypeError: o.a.b is not a function
// log: TypeError: o.missing is not a function
// log: TypeError: undefined is not a function
const o = { a: {} };
try { o.a.b(); } catch (e) { console.log(e.name + ': ' + e.message); }
try { o.missing(); } catch (e) { console.log(e.name + ': ' + e.message); }
try { undefined(); } catch (e) { console.log(e.name + ': ' + e.message); }
