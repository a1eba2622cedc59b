// Dumps [type, start, end] for every node of acorn's ESTree tree, for
// TestAcornSpans (acorn_local_test.go). Needs `npm install acorn`.
//
//	node acorn_dump.js LIST OUT.jsonl   (LIST: lines of "path<TAB>sloppy|strict")
const fs = require('fs');
const acorn = require('acorn');
const files = fs.readFileSync(process.argv[2], 'utf8').split('\n').filter(Boolean);
const out = fs.openSync(process.argv[3], 'w');
function canon(node, parent, key, list) {
  if (!node || typeof node.type !== 'string') return;
  let t = node.type;
  let skip = false;
  switch (t) {
    case 'ClassBody': case 'CatchClause': skip = true; break;
    case 'RestElement': if (parent && (parent.type === 'ObjectPattern' || parent.type === 'ArrayPattern')) skip = true; break;
    case 'MethodDefinition': case 'PropertyDefinition': case 'StaticBlock': t = 'ClassMember'; break;
    case 'ParenthesizedExpression': skip = true; break;
  }
  if (t === 'SpreadElement' && parent && parent.type === 'ObjectExpression') t = 'SpreadProperty';
  if (t === 'Property' && parent && parent.type === 'ObjectExpression' && false) {}
  if (!skip) list.push([t, node.start, node.end]);
  if (t === 'MetaProperty') return;
  for (const k of Object.keys(node)) {
    if (k === 'type' || k === 'start' || k === 'end' || k === 'loc' || k === 'range') continue;
    const v = node[k];
    if (Array.isArray(v)) { for (const c of v) canon(c, node, k, list); }
    else if (v && typeof v === 'object' && typeof v.type === 'string') canon(v, node, k, list);
  }
}
for (const f of files) {
  const [path, mode] = f.split('\t');
  let src = fs.readFileSync(path, 'utf8');
  if (mode === 'strict') src = '"use strict";\n' + src;
  let list = [];
  try {
    const ast = acorn.parse(src, { ecmaVersion: 'latest', sourceType: 'script', allowHashBang: true });
    canon(ast, null, null, list);
  } catch (e) { list = null; }
  fs.writeSync(out, JSON.stringify({ file: path, mode, nodes: list }) + '\n');
}
