// value: ["Cannot assign to read only property 'length' of string 'abc'","Cannot assign to read only property '0' of string 'abc'","Cannot assign to read only property '2' of string 'abc'","Cannot create property '3' on string 'abc'","Cannot assign to read only property '4' of string 'héllo'","Cannot assign to read only property '1' of string '😀'","Cannot create property '0' on string ''","Cannot create property 'foo' on string 'abc'"]
// Strict-mode writes to a string: its length and characters are read-only own properties, other keys cannot be created.
"use strict"
const out = []
for (const [s, k] of [["abc", "length"], ["abc", "0"], ["abc", "2"], ["abc", "3"], ["héllo", "4"], ["😀", "1"], ["", "0"], ["abc", "foo"]]) {
  try { s[k] = 1; out.push("no throw") } catch (e) { out.push(e.message) }
}
return out
