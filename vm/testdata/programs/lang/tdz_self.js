// value: ["Cannot access 'x' before initialization","Cannot access 'y' before initialization",3]
const out = [];
try { let x = x + 1; } catch (e) { out.push(e.message); }
try { const { a = y } = {}; let y = 1; } catch (e) { out.push(e.message); }
let z = 1;
{ z = 3; }
out.push(z);
return out;
