// log: TypeError: Cannot read properties of undefined (reading 'b')
// log: TypeError: Cannot read properties of null (reading 'x')
// log: TypeError: Cannot set properties of undefined (setting 'b')
const o = {};
try { o.a.b; } catch (e) { console.log(e.name + ': ' + e.message); }
try { null.x; } catch (e) { console.log(e.name + ': ' + e.message); }
try { o.a.b = 1; } catch (e) { console.log(e.name + ': ' + e.message); }
