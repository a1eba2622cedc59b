// log: TypeError: 5 is not iterable
// log: TypeError: {} is not iterable
// log: TypeError: null is not iterable
try { for (const x of 5) {} } catch (e) { console.log(e.name + ': ' + e.message); }
try { [...{}]; } catch (e) { console.log(e.name + ': ' + e.message); }
try { const [a] = null; } catch (e) { console.log(e.name + ': ' + e.message); }
