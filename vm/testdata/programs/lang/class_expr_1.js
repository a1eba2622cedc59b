// log: Named Named undefined
// log: anon
const K = class Named { who() { return Named.name; } };
console.log(new K().who(), K.name, typeof Named);
const anon = class {};
console.log(anon.name);
