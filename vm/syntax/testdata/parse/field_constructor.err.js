// ERROR: 2:11: Classes may not have a field named 'constructor'
class A { constructor = 1; }
