// log: TypeError: Classes may not have a static property named 'prototype'
try { class C { static ['proto' + 'type']() {} } } catch (e) { console.log(e.name + ': ' + e.message); }
