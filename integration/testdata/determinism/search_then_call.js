// Discovery drives the calls: search (computed in the workflow from the
// pinned catalog) finds the tools, and the program calls what it found.
const found = search("add two numbers", { limit: 3 })
const paths = found.results.map(r => r.path)
const out = []
if (paths.includes("testkit.add")) out.push(await tools.testkit.add({ a: found.total, b: 1 }))
const got = await Promise.allSettled([tools.testkit.fail({ message: "nope" }), tools.testkit.get({ key: paths[0] })])
return { paths, out, got: got.map(g => g.status) }
