// ERROR: 2:21: 'arguments' is not allowed in class field initializer or static initialization block
class A { x = () => arguments; }
