// The JavaScript classes.ts means: parameter properties become fields,
// assigned in the constructor after super(); esbuild puts the constructor
// and those fields first.
class Shape {
  describe() {
    return `${this.constructor.name} with area ${this.area().toFixed(2)}`;
  }
}

class Circle extends Shape {
  constructor(r, label = "circle") {
    super();
    this.r = r;
    this.label = label;
  }
  r;
  label;
  static PI = 3.14159;
  #cache;
  area() {
    return (this.#cache ??= Circle.PI * this.r ** 2);
  }
  get name() { return this.label; }
  set name(v) { this.label = v; }
  *[Symbol.iterator]() { yield this.r; }
}

function overload(x) { return x; }

const shapes = [new Circle(1), new Circle(2)];
return shapes.map((s) => s.describe()).concat(overload("x"));
