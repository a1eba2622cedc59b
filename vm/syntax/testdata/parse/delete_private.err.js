// ERROR: 2:33: Private fields can not be deleted
class A { #x; m() { delete this.#x; } }
