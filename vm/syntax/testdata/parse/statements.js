var a = 1;
if (a) b(); else if (c) d(); else { e(); }
for (var i = 0; i < 10; i++) continue;
for (let i = 0, j = 1; ; ) break;
for (;;) {}
for (x in o) ;
for (const k in o) ;
for (let v of arr) ;
for (a.b of arr) ;
while (a) a--;
do { a++; } while (a < 10);
outer: for (;;) { inner: for (;;) { continue outer; break inner; } }
block: { break block; }
switch (x) { case 1: case 2: y(); break; default: z(); case 3: }
try { t(); } catch (e) { h(e); } finally { f(); }
try { t(); } catch { }
try { t(); } finally { }
throw new Error("boom");
debugger;
;
function g() { return; }
label: function h() {}
if (a) function k() {}
