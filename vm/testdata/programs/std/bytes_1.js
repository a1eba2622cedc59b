// value: null
// log: Uint8Array(5) [ 1, 2, 44, 255, 1 ] 5 44 undefined false object true
// log: 1 5 [ '0', '1', '2', '3', '4' ] {"0":1,"1":2,"2":44,"3":255,"4":1}
// log: Uint8Array(3) [ 0, 0, 0 ] Uint8Array(0) [] Uint8Array(2) [ 5, 6 ]
// log: Uint8Array(5) [ 1, 2, 44, 255, 1 ] Uint8Array(2) [ 2, 44 ] Uint8Array(2) [ 255, 1 ] 1
// log: Uint8Array(6) [ 1, 2, 0, 9, 9, 0 ] [ 1, 2, 0, 9, 9, 0 ] [ 1, 2, 0, 9, 9, 0 ]
// log: Uint8Array(5) [ 2, 4, 88, 254, 2 ] Uint8Array(1) [ 255 ] 303 1-2-44-255-1 -1 true 1,2,44,255,1
// log: Uint8Array(3) [ 100, 200, 44 ] Uint8Array(2) [ 7, 8 ] 1 5
// log: Uint8Array(14) [
// log:   104, 195, 169, 108,
// log:   108, 111,  32, 226,
// log:   130, 172, 240, 159,
// log:   152, 128
// log: ] 14 utf-8 Uint8Array(0) [] Uint8Array(3) [ 239, 191, 189 ]
// log: héllo €😀 utf-8 false A 
// log: "�A��" hi
// log: TypeError The encoded data was not valid for encoding utf-8
// log: TypeError Constructor Uint8Array requires 'new'
// log: RangeError Invalid typed array length: -1
// log: RangeError offset is out of bounds
// log: 0 5
// log: 1 6
// log: Uint8Array(120) [
// log:   0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
// log:   0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
// log:   0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
// log:   0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
// log:   0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
// log:   0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
// log:   0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
// log:   0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
// log:   0, 0, 0, 0,
// log:   ... 20 more items
// log: ]
// log: [ 1, 2, 3 ] Uint8Array(3) [ 3, 2, 1 ] Uint8Array(2) [ 2, 1 ] Uint8Array(4) [ 0, 7, 7, 0 ]
// log: [object Uint8Array] { data: Uint8Array(2) [ 1, 2 ] }
const u = new Uint8Array([1, 2, 300, -1, 1.7]);
console.log(u, u.length, u[2], u[9], Array.isArray(u), typeof u, u instanceof Uint8Array);
u[0] = 257; u[10] = 5; console.log(u[0], u.length, Object.keys(u), JSON.stringify(u));
const z = new Uint8Array(3); console.log(z, new Uint8Array(), new Uint8Array(new Set([5, 6])));
const s = u.subarray(1, 3); console.log(u, s, u.slice(-2), u.slice(1, 2).length);
const t = new Uint8Array(6); t.set([1, 2]); t.set(new Uint8Array([9, 9]), 3); console.log(t, [...t], Array.from(t));
console.log(u.map((x) => x * 2), u.filter((x) => x > 50), u.reduce((a, b) => a + b, 0), u.join("-"), u.indexOf(99), u.includes(44), String(u));
console.log(Uint8Array.from([1, 2, 3], (x) => x * 100), Uint8Array.of(7, 8), Uint8Array.BYTES_PER_ELEMENT, u.byteLength);
const enc = new TextEncoder(); const bytes = enc.encode("héllo €😀");
console.log(bytes, bytes.length, enc.encoding, enc.encode(), enc.encode("\uD800"));
const dec = new TextDecoder(); console.log(dec.decode(bytes), dec.encoding, dec.fatal, dec.decode(new Uint8Array([0xEF, 0xBB, 0xBF, 65])), dec.decode());
console.log(JSON.stringify(dec.decode(new Uint8Array([0xE2, 0x82, 65, 0xFF, 0xF0, 0x9F, 0x98]))), new TextDecoder("utf8").decode(Uint8Array.of(104, 105)));
try { new TextDecoder("utf-8", { fatal: true }).decode(new Uint8Array([0xC0])); } catch (e) { console.log(e.name, e.message); }
try { Uint8Array(2); } catch (e) { console.log(e.name, e.message); }
try { new Uint8Array(-1); } catch (e) { console.log(e.name, e.message); }
try { t.set([1, 2, 3], 5); } catch (e) { console.log(e.name, e.message); }
for (const [i, b] of new Uint8Array([5, 6]).entries()) console.log(i, b);
const big = new Uint8Array(120); console.log(big);
console.log([...new Uint8Array([3, 1, 2]).sort()], new Uint8Array([3, 1, 2]).sort((a, b) => b - a), new Uint8Array([1, 2]).reverse(), new Uint8Array(4).fill(7, 1, 3));
console.log(Object.prototype.toString.call(u), { data: new Uint8Array([1, 2]) });
