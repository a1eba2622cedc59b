// log: TypeError: Class extends value 5 is not a constructor or null
// log: TypeError
try { class A extends 5 {} } catch (e) { console.log(e.name + ': ' + e.message); }
try { class B extends null { constructor() { super(); } } new B(); } catch (e) { console.log(e.name); }
