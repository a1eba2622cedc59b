// log: TypeError: Class constructor A cannot be invoked without 'new'
class A {}
try { A(); } catch (e) { console.log(e.name + ': ' + e.message); }
