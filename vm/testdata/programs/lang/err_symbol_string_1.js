// log: TypeError: Cannot convert a Symbol value to a string
// log: TypeError: Cannot convert a Symbol value to a string
try { `${Symbol('s')}`; } catch (e) { console.log(e.name + ': ' + e.message); }
try { Symbol() + ''; } catch (e) { console.log(e.name + ': ' + e.message); }
