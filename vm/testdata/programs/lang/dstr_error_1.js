// log: TypeError: Cannot destructure property 'a' of 'null' as it is null.
// log: TypeError: {} is not iterable
// log: TypeError: Cannot destructure property 'c' of 'undefined' as it is undefined.
try { const { a } = null; } catch (e) { console.log(e.name + ': ' + e.message); }
try { const [b] = {}; } catch (e) { console.log(e.name + ': ' + e.message); }
try { const { c } = undefined; } catch (e) { console.log(e.name + ': ' + e.message); }
