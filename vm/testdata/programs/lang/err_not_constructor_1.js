// log: TypeError: f is not a constructor
// log: TypeError: Math.max is not a constructor
// log: TypeError: (intermediate value) is not a constructor
const f = () => {};
try { new f(); } catch (e) { console.log(e.name + ': ' + e.message); }
try { new Math.max(); } catch (e) { console.log(e.name + ': ' + e.message); }
try { new (async function () {})(); } catch (e) { console.log(e.name + ': ' + e.message); }
