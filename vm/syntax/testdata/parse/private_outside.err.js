// ERROR: 2:6: Private field '#x' must be declared in an enclosing class
this.#x;
