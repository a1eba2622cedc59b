// value: {"errors":[{"error":"empty doc 2","id":2}],"mapped":["1/5:3","2/5:1","3/5:0","4/5:4","5/5:2"],"summaries":4,"total":10}
// log: batch 0, start 0, end 0, start 1, end 1, batch 1, start 2, end 2, start 3, end 3, batch 2, start 4, end 4
// log: [{"id":0,"summary":"alpha beta…"},{"id":1,"summary":"one"},{"id":3,"summary":"red green…"},{"id":4,"summary":"x y"}]
// log: [{"id":2,"error":"empty doc 2"}]
// log: total words 10
// log: [ 'alpha beta…', 'one', '(empty doc 2)' ] string
// Sequential batches with parallel work inside, async reduce, and ordered result assembly.
const trace = [];
async function summarize(doc) {
  trace.push(`start ${doc.id}`);
  for (let i = 0; i < doc.words % 3; i++) await null;
  trace.push(`end ${doc.id}`);
  if (doc.words === 0) throw new Error(`empty doc ${doc.id}`);
  return { id: doc.id, summary: doc.text.split(" ").slice(0, 2).join(" ") + (doc.words > 2 ? "…" : "") };
}
function chunk(arr, size) {
  const out = [];
  for (let i = 0; i < arr.length; i += size) out.push(arr.slice(i, i + size));
  return out;
}
const docs = ["alpha beta gamma", "one", "", "red green blue yellow", "x y"].map((text, id) => ({
  id,
  text,
  words: text ? text.split(" ").length : 0,
}));
const summaries = [];
const errors = [];
for (const [bi, batch] of chunk(docs, 2).entries()) {
  trace.push(`batch ${bi}`);
  const settled = await Promise.allSettled(batch.map(summarize));
  settled.forEach((s, i) => {
    if (s.status === "fulfilled") summaries.push(s.value);
    else errors.push({ id: batch[i].id, error: s.reason.message });
  });
}
console.log(trace.join(", "));
console.log(JSON.stringify(summaries));
console.log(JSON.stringify(errors));
const total = await docs.reduce(async (accP, doc) => {
  const acc = await accP;
  await null;
  return acc + doc.words;
}, Promise.resolve(0));
console.log("total words", total);
const byLength = Object.groupBy ? "has groupBy" : "no groupBy";
const sequential = [];
for (const d of docs.slice(0, 3)) {
  try {
    sequential.push((await summarize(d)).summary);
  } catch (e) {
    sequential.push(`(${e.message})`);
  }
}
console.log(sequential, typeof byLength);
const mapped = await Promise.all(docs.map(async (d, i, all) => `${i + 1}/${all.length}:${d.words}`));
return { summaries: summaries.length, errors, total, mapped };
