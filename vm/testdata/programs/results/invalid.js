// error: InvalidDataValue: the result is not plain data: the value contains a cycle, which cannot be copied as plain data
// node: skip
const o = { a: 1 };
o.o = o;
return o;
