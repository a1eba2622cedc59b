// value: 20000000
let n = 0;
for (let i = 0; i < 2000; i++) {
  let s = "";
  for (let j = 0; j < 1000; j++) s += "0123456789";
  n += s.length;
}
return n;
