// log: outer inner true
// log: AggregateError agg 1
const e = new Error('outer', { cause: new Error('inner') });
console.log(e.message, e.cause.message, e instanceof Error);
const a = new AggregateError([new Error('a')], 'agg');
console.log(a.name, a.message, a.errors.length);
