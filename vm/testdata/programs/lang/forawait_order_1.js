// log: g1 tick1 v1 g2 tick2 tick3 v2
const log = [];
async function* g() { log.push('g1'); yield 1; log.push('g2'); yield 2; }
const p = (async () => { for await (const v of g()) log.push('v' + v); })();
Promise.resolve().then(() => log.push('tick1')).then(() => log.push('tick2')).then(() => log.push('tick3'));
await p;
console.log(log.join(' '));
