// log: [Error: boom: {"id":7}]
// log: { ok: false, error: [Error: boom: {"id":7}] }
// log: Error: boom: {"id":7} Error boom: {"id":7}
// log: {
// log:   items: [ { id: 1, tags: [Array] } ],
// log:   meta: { page: { next: [Object] } }
// log: }
// A failed tool call's error, logged the ways programs log errors.
try {
  await tools.test.fail({ id: 7 });
} catch (e) {
  console.log(e);
  console.log({ ok: false, error: e });
  console.log(`${e}`, e.name, e.message);
}
const r = await tools.test.echo({ items: [{ id: 1, tags: ["a"] }], meta: { page: { next: { cursor: "c" } } } });
console.log(r);
