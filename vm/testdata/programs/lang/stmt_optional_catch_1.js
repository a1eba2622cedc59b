// log: bad json
try { JSON.parse('{'); } catch { console.log('bad json'); }
