// log: Must call super constructor in derived class before accessing 'this' or returning from derived constructor
// log: TypeError Derived constructors may only return object or undefined
// log: TypeError Derived constructors may only return object or undefined
// log: finally ran
// log: TypeError
// log: finally ran 2
// log: ReferenceError
// log: TypeError
// log: caught inside ReferenceError
// log: H ok
// A derived constructor's return: return; before super() is a ReferenceError at the
// statement (its own catch sees it, as in V8); a primitive return value is a TypeError
// once the body is done (finally blocks ran; its own catch does not see it).
class C extends class {} { constructor() { try { throw null; } catch(e) { return; } finally { super(); } } }
try { console.log(typeof new C()); } catch (e) { console.log(e.message); }
class D extends class {} { constructor() { super(); try { return 0; } catch(e) { return; } } }
try { new D(); console.log("no throw"); } catch (e) { console.log(e.constructor.name, e.message); }
class E extends class {} { constructor() { super(); return 0; } }
try { new E(); console.log("no throw"); } catch (e) { console.log(e.constructor.name, e.message); }
class D2 extends class {} { constructor() { super(); try { return 0; } finally { console.log("finally ran"); } } }
try { new D2(); } catch (e) { console.log(e.constructor.name); }
class F extends class {} { constructor() { try { return; } finally { console.log("finally ran 2"); } } }
try { new F(); } catch (e) { console.log(e.constructor.name); }
class G extends class {} { constructor() { try { return 1; } catch (e) { console.log("caught inside", e.constructor.name); super(); } } }
try { new G(); console.log("G ok"); } catch (e) { console.log(e.constructor.name); }
class H extends class {} { constructor() { try { return; } catch (e) { console.log("caught inside", e.constructor.name); super(); } } }
try { new H(); console.log("H ok"); } catch (e) { console.log(e.constructor.name); }
