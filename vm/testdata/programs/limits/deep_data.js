// value: ["RangeError","RangeError",true]
// node: skip (node's own stack limit varies between runs here)
let a = [];
for (let i = 0; i < 20000; i++) a = [a];
const out = [];
try { JSON.stringify(a); } catch (e) { out.push(e.name); }
try { structuredClone(a); } catch (e) { out.push(e.name); }
out.push(String(a) === "");
return out;
