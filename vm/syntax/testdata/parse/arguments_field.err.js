// ERROR: 2:15: 'arguments' is not allowed in class field initializer or static initialization block
class A { x = arguments; }
