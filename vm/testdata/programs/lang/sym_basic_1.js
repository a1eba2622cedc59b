// log: Symbol(desc) desc 1 [ 'plain' ] true false
const s = Symbol('desc');
const o = { [s]: 1, plain: 2 };
console.log(s.toString(), s.description, o[s], Object.keys(o), Symbol.for('k') === Symbol.for('k'), Symbol('k') === Symbol('k'));
