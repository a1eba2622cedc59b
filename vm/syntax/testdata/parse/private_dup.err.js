// ERROR: 2:15: Identifier '#x' has already been declared
class A { #x; #x; }
