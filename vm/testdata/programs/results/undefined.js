// value: null
const x = 1;
