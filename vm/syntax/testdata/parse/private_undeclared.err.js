// ERROR: 2:29: Private field '#x' must be declared in an enclosing class
class A { m() { return this.#x; } }
