// ERROR: 2:8: Missing initializer in const declaration
const a;
