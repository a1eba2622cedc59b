// ERROR: 2:26: Identifier 'e' has already been declared
try {} catch ([e]) { var e; }
