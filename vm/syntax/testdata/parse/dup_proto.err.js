// ERROR: 2:21: Duplicate __proto__ fields are not allowed in object literals
x = ({__proto__: 1, __proto__: 2});
