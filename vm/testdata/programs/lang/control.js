// value: [0,1,3,4,3,1,"00","10","a","b","0","1","h","é","one","string one","two or three","other","23","yes","many","in"]
let out = [];
for (let i = 0; i < 10; i++) { if (i === 2) continue; if (i === 5) break; out.push(i); }
let w = 0; while (w < 3) w++;
let d = 0; do { d++; } while (d < 0);
out.push(w, d);
outer: for (let i = 0; i < 3; i++) { for (let j = 0; j < 3; j++) { if (j === 1) continue outer; if (i === 2) break outer; out.push(`${i}${j}`); } }
for (const k in { a: 1, b: 2 }) out.push(k);
for (const idx in ["x", "y"]) out.push(idx);
for (const ch of "hé") out.push(ch);
function sw(v) {
  switch (v) {
    case 1: return "one";
    case "1": return "string one";
    case 2:
    case 3: { let t = "two or three"; return t; }
    default: return "other";
  }
}
out.push(sw(1), sw("1"), sw(3), sw(9));
let fall = "";
switch (2) { case 1: fall += "1"; case 2: fall += "2"; case 3: fall += "3"; break; case 4: fall += "4"; }
out.push(fall);
const cond = 5 > 3 ? "yes" : "no";
out.push(cond);
if (out.length > 100) out = []; else if (out.length > 3) out.push("many"); else out.push("few");
blk: { out.push("in"); break blk; }
return out;
