// value: [true,"TypeError","Cannot read properties of null (reading 'x')","ReferenceError: undefinedVar is not defined","RangeError","bad","string","str","finally runs","try","g finally","caught 1",2,"body0","fin0","fin1","fin2","inner finally","outer caught inner","Error: msg",1,0,"Error: msg","TypeError: t","Error","(void 0) is not a function","Assignment to constant variable.","Cannot read properties of undefined (reading 'y')","o.f is not a function","Cannot access 'tdz' before initialization","SyntaxError"]
const log = [];
try { null.x; } catch (e) { log.push(e instanceof TypeError, e.name, e.message); }
try { undefinedVar; } catch (e) { log.push(e.name + ": " + e.message); }
try { throw new RangeError("bad"); } catch ({ name, message }) { log.push(name, message); }
try { throw "str"; } catch (e) { log.push(typeof e, e); }
function f() { try { return "try"; } finally { log.push("finally runs"); } }
log.push(f());
function g() { try { throw 1; } catch (e) { return "caught " + e; } finally { log.push("g finally"); } }
log.push(g());
function h() { try { return 1; } finally { return 2; } }
log.push(h());
for (let i = 0; i < 3; i++) { try { if (i === 1) continue; if (i === 2) break; log.push("body" + i); } finally { log.push("fin" + i); } }
try { try { throw new Error("inner"); } finally { log.push("inner finally"); } } catch (e) { log.push("outer caught " + e.message); }
try { } catch { log.push("never"); }
const e = new Error("msg", { cause: 1 });
log.push(String(e), e.cause, Object.keys(e).length, e.toString(), new TypeError("t").toString(), String(new Error()));
class_like: try { (void 0)(); } catch (err) { log.push(err.message); }
try { const c = 1; c = 2; } catch (err) { log.push(err.message); }
try { ({}).x.y; } catch (err) { log.push(err.message); }
try { let o = { f: 1 }; o.f(); } catch (err) { log.push(err.message); }
try { tdz; let tdz = 1; } catch (err) { log.push(err.message); }
try { JSON.parse("{bad"); } catch (err) { log.push(err.name); }
return log;
