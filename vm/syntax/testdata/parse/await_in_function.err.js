// ERROR: 3:13: await is only valid in async functions and the top level bodies of modules
function load(id) {
  const r = await fetch(id);
  return r;
}
