// result: null
const x = 1;
