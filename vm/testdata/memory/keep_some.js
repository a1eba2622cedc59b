// value: [20000,1000]
// Keeps a few megabytes live while making garbage; a Map is replaced many times.
const keep = [];
for (let i = 0; i < 20000; i++) keep.push({ id: i, name: "n" + i });
let m = new Map();
for (let r = 0; r < 50; r++) {
  m = new Map();
  for (let i = 0; i < 1000; i++) m.set(i, { r, i });
}
return [keep.length, m.size];
