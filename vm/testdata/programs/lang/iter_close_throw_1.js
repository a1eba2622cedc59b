// log: a closed
// log: body threw
// log: b closed
// log: TypeError
// log: original
// log: return threw
// log: gen finally
// log: caught stop
// log: d closed
// log: d closed
function mk(name) {
  return { [Symbol.iterator]() { let i = 0; return { next: () => ({ value: i++, done: false }), return() { console.log(name, 'closed'); return {}; } }; } };
}
try { for (const x of mk('a')) { if (x === 1) throw new Error('body threw'); } } catch (e) { console.log(e.message); }
try { for (const [y] of mk('b')) {} } catch (e) { console.log(e.constructor.name); }
const bad = { [Symbol.iterator]() { return { next: () => ({ value: 1, done: false }), return() { throw new Error('return threw'); } }; } };
try { for (const x of bad) throw new Error('original'); } catch (e) { console.log(e.message); }
try { for (const x of bad) break; } catch (e) { console.log(e.message); }
function* g() { try { yield 1; yield 2; } finally { console.log('gen finally'); } }
try { for (const x of g()) throw 'stop'; } catch (e) { console.log('caught', e); }
outer: for (const a of [1, 2]) { for (const b of mk('d')) { continue outer; } }
