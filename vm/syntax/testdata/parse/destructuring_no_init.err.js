// ERROR: 2:8: Missing initializer in destructuring declaration
let [a];
