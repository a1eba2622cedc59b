// ERROR: 2:24: Identifier 'e' has already been declared
try {} catch (e) { let e; }
