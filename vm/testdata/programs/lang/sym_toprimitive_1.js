// log: 42 forty-two forty-two
const money = { [Symbol.toPrimitive](hint) { return hint === 'number' ? 42 : 'forty-two'; } };
console.log(+money, `${money}`, money + '');
