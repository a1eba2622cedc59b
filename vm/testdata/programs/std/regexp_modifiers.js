// node: skip (node 20 lacks RegExp modifiers, ES2025; the expected value is node 24's)
// value: [true,false,true,true,false,true,false,false,true,true,false,true,"X",null,"ABCa",true,"Invalid regular expression: /(?ii:a)/: Repeated flag in flag group","Invalid regular expression: /(?i-i:a)/: Repeated flag in flag group","Invalid regular expression: /(?-:a)/: Invalid flag group","Invalid regular expression: /(?x:a)/: Invalid group","Invalid regular expression: /(?i)a/: Invalid group","Invalid regular expression: /(?mm-:a)/: Repeated flag in flag group"]
// Modifier groups turn i, m and s on or off inside them; their early errors.
const r = [/(?i:a)b/.test("Ab"), /(?i:a)b/.test("AB"), /(?s:.)/.test("\n"), /(?s:.)/.test("\r"), /a.(?s:.)/.test("a\n\n"),
  /(?-i:a)B/i.test("ab"), /(?-i:a)B/i.test("Ab"), /(?-s:.)/s.test("\n"), /(?m:^b)/.test("a\nb"), /(?m:^b)/.test("a\rb"), /(?-m:^b)/m.test("a\nb"),
  /(?m:a$)/.test("a\u2028"), /((?i:x)|y)z/.exec("Xz")[1], /(?i-s:a.)b/s.exec("A\nb"), /(?i:[a-c]+)/.exec("xABCa")[0], /(?ims-:^a.)/.test("b\nA\n")]
for (const p of ["(?ii:a)", "(?i-i:a)", "(?-:a)", "(?x:a)", "(?i)a", "(?mm-:a)"]) { try { new RegExp(p); r.push("ok " + p) } catch (e) { r.push(e.message) } }
return r
