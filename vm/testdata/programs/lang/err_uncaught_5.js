// error: ExecutionFailure: TypeError: s.perimeter is not a function
// at: 5:3
class Shape { area() { return this.w * this.h; } }
const s = new Shape();
s.perimeter();
