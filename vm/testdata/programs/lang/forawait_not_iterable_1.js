// log: TypeError: 5 is not async iterable
try { for await (const x of 5) {} } catch (e) { console.log(e.name + ': ' + e.message); }
