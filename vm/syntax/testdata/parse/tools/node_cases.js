// Regenerates ../node_cases.jsonl from node_cases.txt (one source per line,
// `\n` standing for a newline): for each source, node's verdict as a script
// and as the body of an async function (the CodeMode program goal).
//
//	cd vm/syntax/testdata/parse/tools && node node_cases.js
const fs = require('fs');
const vm = require('vm');
const lines = fs.readFileSync('node_cases.txt', 'utf8').split('\n').filter(l => l.length);
const out = [];
for (const raw of lines) {
  const src = raw.replace(/\\n/g, '\n');
  let script = 'ok', prog = 'ok';
  try { new vm.Script(src); } catch (e) { script = e.message; }
  try { new vm.Script('(async function(){\n' + src + '\n})'); } catch (e) { prog = e.message; }
  out.push(JSON.stringify([raw, script, prog]));
}
fs.writeFileSync('../node_cases.jsonl', out.join('\n') + '\n');
