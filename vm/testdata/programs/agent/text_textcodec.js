// value: 46
// log: 23 17 Uint8Array true
// log: 5a6fc3ab20f09f90bb206e61c3af766520e28094206f6b
// log: true
// log: 0000  5a 6f c3 ab 20 f0 9f 90  Zo.. ...
// log: 0008  bb 20 6e 61 c3 af 76 65  . na..ve
// log: 0010  20 e2 80 94 20 6f 6b      ... ok
// log: true "Zoë"
// log: [ 'Zoë ', '🐻 n', 'aïve ', '— ok' ]
// log: 2 1
// log: � �(  
// log: latin1 ok windows-1252
// log: 239,191,189 utf-8 0
// log: true
// log: windows-1252 Hiéÿ
// log: utf-16le "Hi😀" "Hi�"
// log: "Hi😀"
// log: "A﻿"
// Bytes and text: hex dumps, UTF-8 lengths, chunking, and decoding streams.
const enc = new TextEncoder(), dec = new TextDecoder();
const text = "Zoë 🐻 naïve — ok";
const bytes = enc.encode(text);
console.log(bytes.length, text.length, bytes.constructor.name, bytes instanceof Uint8Array);
const hex = Array.from(bytes, b => b.toString(16).padStart(2, "0")).join("");
console.log(hex);
const fromHex = h => new Uint8Array(h.match(/../g).map(x => parseInt(x, 16)));
console.log(dec.decode(fromHex(hex)) === text);
const dump = (b) => { const rows = []; for (let i = 0; i < b.length; i += 8) { const chunk = b.slice(i, i + 8); rows.push(i.toString(16).padStart(4, "0") + "  " + Array.from(chunk, x => x.toString(16).padStart(2, "0")).join(" ").padEnd(23) + "  " + Array.from(chunk, x => x >= 0x20 && x < 0x7f ? String.fromCharCode(x) : ".").join("")); } return rows.join("\n"); };
console.log(dump(bytes));
const streamDec = new TextDecoder();
const parts = [bytes.slice(0, 3), bytes.slice(3, 6), bytes.slice(6)];
const streamed = parts.map((p, i) => streamDec.decode(p, { stream: i < parts.length - 1 })).join("");
console.log(streamed === text, JSON.stringify(new TextDecoder().decode(bytes.slice(0, 4))));
const chunkByBytes = (s, max) => { const out = []; let cur = ""; for (const ch of s) { if (enc.encode(cur + ch).length > max) { out.push(cur); cur = ch; } else cur += ch; } if (cur) out.push(cur); return out; };
console.log(chunkByBytes(text, 6));
console.log(new TextDecoder("utf-8", { ignoreBOM: true }).decode(new Uint8Array([0xef, 0xbb, 0xbf, 0x41])).length, new TextDecoder().decode(new Uint8Array([0xef, 0xbb, 0xbf, 0x41])).length);
console.log(dec.decode(new Uint8Array([0xf0, 0x9f, 0x98])), dec.decode(new Uint8Array([0xc3, 0x28])), dec.decode(), dec.decode(new Uint8Array(0)));
try { new TextDecoder("latin1"); console.log("latin1 ok", new TextDecoder("latin1").encoding); } catch (e) { console.log(e.name, e.message); }
console.log(enc.encode("\ud800").join(","), enc.encoding, enc.encode().length);
const utf8Len = s => { let n = 0; for (const ch of s) { const c = ch.codePointAt(0); n += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4; } return n; };
console.log(utf8Len(text) === bytes.length);
const win = new TextDecoder("windows-1252");
console.log(win.encoding, win.decode(new Uint8Array([0x80, 0x93, 0x48, 0x69, 0x94, 0xe9, 0x81, 0xff])));
const u16 = new TextDecoder("utf-16le");
const le = new Uint8Array([0xff, 0xfe, 0x48, 0x00, 0x69, 0x00, 0x3d, 0xd8, 0x00, 0xde]);
console.log(u16.encoding, JSON.stringify(u16.decode(le)), JSON.stringify(u16.decode(le.slice(0, 7))));
const sd = new TextDecoder("utf-16le");
console.log(JSON.stringify([le.slice(0, 3), le.slice(3, 8), le.slice(8)].map((p, i) => sd.decode(p, { stream: i < 2 })).join("")));
const bomStream = new TextDecoder();
console.log(JSON.stringify(bomStream.decode(new Uint8Array([0xef, 0xbb]), { stream: true }) + bomStream.decode(new Uint8Array([0xbf, 0x41, 0xef, 0xbb, 0xbf]))));
return hex.length;
