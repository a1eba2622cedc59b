// error: 3:11: 
const x: number = 1;
const r = /(/;
