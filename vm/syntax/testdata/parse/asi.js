let a = 1
let b = a
++b
a
++
b
function f() {
  return
  a
}
var c = a
(b)
var d = 1, e = d
[0]
do c--; while (c > 0) c
x
/2/g
{ 1
2 } 3
for (;;) break
while (0) continue
