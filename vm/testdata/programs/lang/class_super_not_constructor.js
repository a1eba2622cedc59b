// value: ["Super constructor null of A is not a constructor","Super constructor null of B is not a constructor","Super constructor null of anonymous class is not a constructor","Super constructor max of C is not a constructor","Super constructor #<Object> of D is not a constructor","Super constructor null of E is not a constructor"]
// V8's message for a super() whose parent cannot construct: the parent by name (null under extends null), the class by name.
const out = []
try { class A extends null {}; new A() } catch (e) { out.push(e.message) }
try { const B = class extends null {}; new B() } catch (e) { out.push(e.message) }
try { new (class extends null {})() } catch (e) { out.push(e.message) }
try { function F(){}; class C extends F {}; Object.setPrototypeOf(C, Math.max); new C() } catch (e) { out.push(e.message) }
try { class D extends Object {}; Object.setPrototypeOf(D, {}); new D() } catch (e) { out.push(e.message) }
try { class E extends null { constructor() { super() } }; new E() } catch (e) { out.push(e.message) }
return out
