// log: true same
const t = (s) => s;
const f = () => t`same`;
console.log(Object.isFrozen(f()), f().raw[0]);
