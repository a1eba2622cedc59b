// value: [8388608,2000,255]
// One 8 MB buffer seen through two thousand views: the buffer is counted
// once (two thousand copies would be far past the budget), and views made
// and dropped in a loop are garbage.
const buf = new ArrayBuffer(8 << 20);
const views = [];
for (let i = 0; i < 2000; i++) views.push(new Uint8Array(buf, i * 4096, 4096));
for (let i = 0; i < 100000; i++) new DataView(buf, i % 1000);
views[1999][0] = 255;
return [buf.byteLength, views.length, new Uint8Array(buf)[1999 * 4096]];
