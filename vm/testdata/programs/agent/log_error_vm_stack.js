// log: RangeError: id must be positive
// log:     at <program>:21:21
// log: {
// log:   ok: false,
// log:   error: RangeError: id must be positive
// log:       at <program>:21:21
// log: }
// log: RangeError: id must be positive
// log:     at <program>:21:21 {
// log:   code: 'E_ID'
// log: }
// log: TypeError: Cannot read properties of undefined (reading 'name')
// log:     at <program>:33:13
// log: Error: top
// log:     at <program>:37:13 {
// log:   [cause]: Error: root
// log:       at <program>:37:39
// log: }
// node: skip (node prints its own stack frames; the VM's stack names the program position, laid out the same way)
function fetchUser(id) {
  if (id < 0) throw new RangeError("id must be positive");
  return { id };
}
try {
  fetchUser(-1);
} catch (e) {
  console.log(e);
  console.log({ ok: false, error: e });
  e.code = "E_ID";
  console.log(e);
}
try {
  undefined.name;
} catch (e) {
  console.log(e);
}
console.log(new Error("top", { cause: new Error("root") }));
