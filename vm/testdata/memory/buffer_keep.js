// error: ExecutionFailure: memory limit exceeded: the program needs more than 16777216 bytes of heap
// Buffers are counted by their bytes: keeping 1 MB ones fails, whether
// made directly, grown by resize or copied by slice.
const keep = [];
const r = new ArrayBuffer(0, { maxByteLength: 64 << 20 });
keep.push(r);
for (let i = 0; ; i++) {
  keep.push(new Uint8Array(1 << 20).buffer.slice(0));
  if (i % 4 === 0) r.resize(r.byteLength + (1 << 20));
}
