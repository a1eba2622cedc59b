abstract class Shape {
  abstract area(): number;
  describe(): string {
    return `${this.constructor.name} with area ${this.area().toFixed(2)}`;
  }
}

class Circle extends Shape implements Iterable<number> {
  static readonly PI: number = 3.14159;
  declare tag: string;
  #cache?: number;
  constructor(public readonly r: number, private label = "circle") {
    super();
  }
  area(): number {
    return (this.#cache ??= Circle.PI * this.r ** 2);
  }
  get name(): string { return this.label; }
  set name(v: string) { this.label = v; }
  *[Symbol.iterator](): Iterator<number> { yield this.r; }
}

function overload(x: string): string;
function overload(x: number): number;
function overload(x: any): any { return x; }

const shapes: Shape[] = [new Circle(1), new Circle(2)];
return shapes.map((s) => s.describe()).concat(overload("x"));
