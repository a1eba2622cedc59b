// value: null
// log: number true true true string 7 true
// Date.now() and new Date() come from the driver clock: only check their types and consistency.
const a = Date.now(), d = new Date();
console.log(typeof a, Number.isInteger(a), d instanceof Date, Math.abs(d.getTime() - a) < 60000, typeof Date(), Date.length, new Date(a).getTime() === a);
