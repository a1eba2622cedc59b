// value: null
// log: 6e616d653d5a6fc3ab3b73636f72653d3432
// log: true 18
// log: 1807
// log: {"b":{"0":110,"1":97,"2":109}} [ [ '0', 110 ], [ '1', 97 ] ]
// log: 110 0 true true
// log: 195 7 50 15
// log: name=Zoë;score=42
// Bytes as tool data: base64-ish round trips, hex, JSON.
const text = "name=Zoë;score=42";
const bytes = new TextEncoder().encode(text);
const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
console.log(hex);
const back = new Uint8Array(hex.match(/../g).map((h) => parseInt(h, 16)));
console.log(new TextDecoder().decode(back) === text, back.length);
let sum = 0; for (const b of bytes) sum = (sum + b) % 65536; console.log(sum);
console.log(JSON.stringify({ b: bytes.slice(0, 3) }), Object.entries(bytes.subarray(0, 2)));
const copy = new Uint8Array(bytes); copy[0] = 0; console.log(bytes[0], copy[0], bytes.every((b) => b < 256), bytes.some((b) => b > 127));
console.log(bytes.find((b) => b > 127), bytes.findIndex((b) => b > 127), bytes.at(-1), bytes.lastIndexOf(61));
const chunks = [bytes.subarray(0, 5), bytes.subarray(5)];
const joined = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
let off = 0; for (const c of chunks) { joined.set(c, off); off += c.length; }
console.log(new TextDecoder().decode(joined));
