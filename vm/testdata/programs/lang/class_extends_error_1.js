// log: true true MyErr bad MyErr: bad
class MyErr extends Error { constructor(m) { super(m); this.name = 'MyErr'; } }
try { throw new MyErr('bad'); } catch (e) { console.log(e instanceof MyErr, e instanceof Error, e.name, e.message, String(e)); }
