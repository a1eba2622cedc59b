// value: "Y2Fmw6kg4pyTIPCfjok="
// log: aGVsbG8gd29ybGQ= hello world
// log: InvalidCharacterError Invalid character
// log: Y2Fmw6kg4pyTIPCfjok= café ✓ 🎉
// log: c3ViamVjdHM_X2Q-Pg w7_Dvg
// log: a a abcd
// log: InvalidCharacterError The string to be decoded is not correctly encoded.
// log: { sub: '123', name: 'Joë' }
// log: 6 [ 104, 195, 169, 108, 108, 111 ]
// log: utf-8 €�A
// log: TypeError The encoded data was not valid for encoding utf-8
// log: 2
// log: 2 3
// btoa/atob and UTF-8 safe base64 via TextEncoder/TextDecoder.
console.log(btoa("hello world"), atob("aGVsbG8gd29ybGQ="));
try { btoa("café ✓"); } catch (e) { console.log(e.name, e.message); }
const toB64 = str => btoa(String.fromCharCode(...new TextEncoder().encode(str)));
const fromB64 = b64 => new TextDecoder().decode(Uint8Array.from(atob(b64), c => c.charCodeAt(0)));
const enc = toB64("café ✓ 🎉");
console.log(enc, fromB64(enc));
const b64url = s => toB64(s).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
console.log(b64url("subjects?_d>>"), b64url("\u00ff\u00fe"));
console.log(atob("YQ"), atob(" Y Q = = "), atob("YWJj\nZA=="));
try { atob("a"); } catch (e) { console.log(e.name, e.message); }
const jwt = ["eyJhbGciOiJIUzI1NiJ9", "eyJzdWIiOiIxMjMiLCJuYW1lIjoiSm_DqyJ9"];
const payload = JSON.parse(fromB64(jwt[1].replace(/-/g, "+").replace(/_/g, "/")));
console.log(payload);
const bytes = new TextEncoder().encode("héllo");
console.log(bytes.length, Array.from(bytes));
const dec = new TextDecoder("utf-8");
console.log(dec.encoding, dec.decode(new Uint8Array([0xe2, 0x82, 0xac, 0xff, 0x41])));
try { new TextDecoder("utf-8", { fatal: true }).decode(new Uint8Array([0xff])); } catch (e) { console.log(e.name, e.message); }
console.log(new TextDecoder().decode(new Uint8Array([0xef, 0xbb, 0xbf, 0x68, 0x69])).length);
const { read, written } = new TextEncoder().encodeInto("añb", new Uint8Array(3));
console.log(read, written);
return enc;
