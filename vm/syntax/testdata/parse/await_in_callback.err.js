// ERROR: 3:3: await is only valid in async functions and the top level bodies of modules
items.forEach((x) => {
  await save(x);
});
