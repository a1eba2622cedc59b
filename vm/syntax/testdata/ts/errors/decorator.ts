// error: 3:1: decorators are not supported
const x: number = 1;
@sealed
class A {}
