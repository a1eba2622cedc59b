// value: null
// log: c3 a9 "é"
// log: c3 "�"
// log: e2 82 "�"
// log: f0 9f 98 "�"
// log: ed a0 80 "���"
// log: c0 80 "��"
// log: f5 80 "��"
// log: 80 41 "�A"
// log: ef bb bf ef bb bf 41 "﻿A"
// log: ff fe "��"
// log: 2
// log: "" 
// log: "ascii" 97,115,99,105,105
// log: "é" 195,169
// log: "€" 226,130,172
// log: "😀" 240,159,152,128
// log: "\ud800x" 239,191,189,120
// log: "x\udc00" 120,239,191,189
// log: "😀" 240,159,152,128
// TextDecoder replacement and BOM handling; TextEncoder on awkward strings.
const dec = new TextDecoder();
const cases = [[0xC3, 0xA9], [0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0xED, 0xA0, 0x80], [0xC0, 0x80], [0xF5, 0x80], [0x80, 0x41], [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF, 0x41], [0xFF, 0xFE]];
for (const c of cases) console.log(c.map((b) => b.toString(16)).join(" "), JSON.stringify(dec.decode(new Uint8Array(c))));
console.log(new TextDecoder("utf-8", { ignoreBOM: true }).decode(new Uint8Array([0xEF, 0xBB, 0xBF, 0x41])).length);
const enc = new TextEncoder();
for (const s of ["", "ascii", "é", "€", "😀", "\uD800x", "x\uDC00", "\uD83D\uDE00"]) console.log(JSON.stringify(s), Array.from(enc.encode(s)).join(","));
