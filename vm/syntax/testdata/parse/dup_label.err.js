// ERROR: 2:4: Label 'a' has already been declared
a: a: ;
