// log: 1 dflt
const key = 'dyn';
const { [key]: v, [`${key}2`]: w = 'dflt' } = { dyn: 1 };
console.log(v, w);
