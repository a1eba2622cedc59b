package compile

import (
	"strings"

	"github.com/codemode-go/codemode/vm/syntax"
)

// Classes compile to a constructor closure (OpClass creates it with its
// prototype object), methods defined on the prototype or the constructor,
// and instance fields initialized by the constructor itself: at its start
// for a base class, right after super() for a derived class.

// Method flags of OpDefineMethod.
const (
	MethodStatic = 1
	MethodGetter = 2
	MethodSetter = 4
)

// class compiles a class definition, leaving its constructor on the stack.
// Elements are defined in order (computed keys evaluated as they come);
// then static fields and static blocks run in order, each as a function
// called with the class as this.
func (c *compiler) class(cl *syntax.Class, nameHint string) {
	c.at(cl)
	name := nameHint
	if cl.Name != nil {
		name = cl.Name.Name
	}
	inner := c.r.scopes[cl] // the class's own name and its private names
	c.enterScope(inner, false)
	if bs := c.r.privateNames[cl]; bs != nil {
		// Every evaluation of the class makes new private names: objects
		// of a class made twice (a class factory) have different members.
		for _, n := range classPrivateNames(cl) {
			c.emit(OpNewPrivateName, c.strConst(PrivateKey(n)+"@"), 0)
			c.storeBinding(bs[n], true, cl)
		}
	}
	hasSuper := int32(0)
	if cl.SuperClass != nil {
		c.expr(cl.SuperClass)
		hasSuper = 1
	}
	c.pushClass(cl)
	defer func() { c.classes = c.classes[:len(c.classes)-1] }()
	ctor := c.r.classCtors[cl]
	idx := c.compileFunc(ctor, name)
	c.at(cl)
	c.emit(OpClass, idx, hasSuper)
	for _, m := range cl.Members {
		c.at(m)
		switch m.Kind {
		case syntax.MemberConstructor, syntax.MemberStaticBlock:
			continue
		case syntax.MemberField:
			if kb := c.r.fieldKeys[m]; kb != nil {
				c.expr(m.Key)
				c.op(OpToPropertyKey)
				c.storeBinding(kb, true, m)
			}
		default:
			flags := int32(0)
			if m.Static {
				flags |= MethodStatic
			}
			if pn, ok := m.Key.(*syntax.PrivateName); ok {
				c.loadPrivateKey(pn.Name)
				fname := "#" + pn.Name
				switch m.Kind {
				case syntax.MemberGetter:
					flags |= MethodGetter
					fname = accessorName(true, fname)
				case syntax.MemberSetter:
					flags |= MethodSetter
					fname = accessorName(false, fname)
				}
				c.namedClosure(m.Func, fname)
				c.emit(OpDefineMethod, -1, flags)
				continue
			}
			key, static := c.memberKey(m)
			fname := displayKey(key)
			switch m.Kind {
			case syntax.MemberGetter:
				flags |= MethodGetter
				fname = accessorName(true, fname)
			case syntax.MemberSetter:
				flags |= MethodSetter
				fname = accessorName(false, fname)
			}
			if !static {
				fname = "" // a computed key names it at run time
			}
			c.namedClosure(m.Func, fname)
			if static {
				c.emit(OpDefineMethod, c.strConst(key), flags)
			} else {
				c.emit(OpDefineMethod, -1, flags)
			}
		}
	}
	if inner != nil && cl.Name != nil {
		// The class's own name is initialized before static fields and
		// blocks run: they may refer to the class by name.
		c.emit(OpPick, 1, 0)
		c.storeBinding(inner.names[cl.Name.Name], true, cl)
	}
	for _, m := range cl.Members {
		switch {
		case m.Kind == syntax.MemberStaticBlock:
			c.at(m)
			c.closure(c.r.staticInits[m])
			c.emit(OpSetHome, 2, 0)
			c.emit(OpPick, 2, 0)
			c.emit(OpCall, 0, -1)
			c.op(OpPop)
		case m.Kind == syntax.MemberField && m.Static:
			c.at(m)
			c.emit(OpPick, 1, 0)
			kb := c.r.fieldKeys[m]
			pn, private := m.Key.(*syntax.PrivateName)
			n := int32(1)
			if kb != nil {
				c.loadBinding(kb, nil)
				n = 2
			} else if private {
				c.loadPrivateKey(pn.Name)
				n = 2
			}
			if fn := c.r.staticInits[m]; fn != nil {
				c.closure(fn)
				c.emit(OpSetHome, n, 0)
				c.emit(OpPick, n, 0)
				c.emit(OpCall, 0, -1)
			} else {
				c.op(OpUndef)
			}
			switch {
			case kb != nil:
				c.emit(OpDefineField, -1, 0)
			case private:
				c.emit(OpDefineField, -1, 1)
			default:
				key, _ := c.propName(m.Key)
				c.emit(OpDefineField, c.strConst(key), 0)
			}
			c.op(OpPop)
		}
	}
	c.op(OpPop) // the prototype
}

// memberKey compiles a computed key (leaving it on the stack) or returns a
// static one.
func (c *compiler) memberKey(m *syntax.ClassMember) (string, bool) {
	if !m.Computed {
		if name, ok := c.propName(m.Key); ok {
			return name, true
		}
	}
	c.expr(m.Key)
	c.op(OpToPropertyKey)
	return "", false
}

// emitFields initializes a class's instance elements on this: its private
// methods, then its fields in order. It runs in the constructor, or in an
// arrow function calling super() (then this and the constructor come from
// the constructor's hidden bindings).
func (c *compiler) emitFields(ctor *syntax.Function) {
	if c.hasPrivateMethods(ctor) {
		if fi := c.fc.info; fi.isArrow() {
			ci := c.lexicalFunc()
			c.loadBinding(ci.calleeBinding, nil)
			c.loadBinding(ci.thisBinding, nil)
			c.emit(OpInitPrivateMethods, 0, 1)
		} else {
			c.op(OpInitPrivateMethods)
		}
	}
	for _, f := range c.r.classFields[ctor] {
		c.at(f)
		c.loadThis()
		if kb := c.r.fieldKeys[f]; kb != nil {
			c.loadBinding(kb, nil)
			if f.Value != nil {
				c.expr(f.Value)
			} else {
				c.op(OpUndef)
			}
			c.emit(OpDefineField, -1, 0)
			c.op(OpPop)
			continue
		}
		if pn, ok := f.Key.(*syntax.PrivateName); ok {
			c.loadPrivateKey(pn.Name)
			if f.Value != nil {
				c.exprNamed(f.Value, "#"+pn.Name)
			} else {
				c.op(OpUndef)
			}
			c.emit(OpDefineField, -1, 1)
			c.op(OpPop)
			continue
		}
		name, ok := c.propName(f.Key)
		if !ok {
			c.fail(f, "unsupported class field name")
		}
		if f.Value != nil {
			c.exprNamed(f.Value, displayKey(name))
		} else {
			c.op(OpUndef)
		}
		c.emit(OpDefineField, c.strConst(name), 0)
		c.op(OpPop)
	}
}

// PrivateKey is the property key of private name #name: a hidden key (like
// a symbol's) that no string or symbol property key can equal, so private
// members are invisible to keys, reflection, JSON and console output. The VM
// brand-checks accesses to such keys.
// Each evaluation of a class makes its own keys ("\x00p#name@<number>",
// OpNewPrivateName), kept in hidden bindings of the class scope: a nested
// class's #x is a different member than its enclosing class's #x, and the
// classes a factory returns do not share their private members.
func PrivateKey(name string) string { return "\x00p#" + name }

// privateNames maps the private names a class body declares to the
// bindings holding their keys.
type privateNames map[string]*binding

func (c *compiler) pushClass(cl *syntax.Class) {
	c.classes = append(c.classes, c.r.privateNames[cl])
}

// loadPrivateKey pushes the key of #name, declared by the innermost
// enclosing class that declares it.
func (c *compiler) loadPrivateKey(name string) {
	for i := len(c.classes) - 1; i >= 0; i-- {
		if b := c.classes[i][name]; b != nil {
			c.loadBinding(b, nil)
			return
		}
	}
	c.pushString(PrivateKey(name)) // undeclared: no object has this key
}

// privateMember reports whether m is obj.#name.
func privateMember(m *syntax.MemberExpr) (*syntax.PrivateName, bool) {
	pn, ok := m.Property.(*syntax.PrivateName)
	return pn, ok && !m.Computed
}

// accessorName is a getter's or setter's function name ("get x").
func accessorName(getter bool, key string) string {
	if getter {
		return "get " + key
	}
	return "set " + key
}

// displayKey turns a private key back into #name (for function names).
func displayKey(key string) string {
	if len(key) > 2 && key[:3] == "\x00p#" {
		key = key[2:]
		if i := strings.LastIndexByte(key, '@'); i >= 0 {
			key = key[:i]
		}
	}
	return key
}

func privateFlag(key syntax.Expr) int32 {
	if _, ok := key.(*syntax.PrivateName); ok {
		return 1
	}
	return 0
}

// lexicalFunc is the nearest enclosing function with its own this,
// new.target and super (arrows have none).
func (c *compiler) lexicalFunc() *funcInfo {
	fi := c.fc.info
	for fi.isArrow() && fi.parent != nil {
		fi = fi.parent
	}
	return fi
}

// isDerivedCtor reports whether fi is the constructor of a class with
// extends, whose this stays undefined until super() returns.
func (c *compiler) isDerivedCtor(fi *funcInfo) bool {
	cls := c.r.classOf[fi.node]
	return fi.node != nil && cls != nil && cls.SuperClass != nil
}

// loadThis pushes this. Arrows read the enclosing function's this through
// its hidden binding (a ReferenceError in a derived constructor before
// super()).
func (c *compiler) loadThis() {
	fi := c.lexicalFunc()
	if fi == c.fc.info || fi.thisBinding == nil {
		c.op(OpLoadThis)
		return
	}
	c.loadBinding(fi.thisBinding, nil)
	if c.isDerivedCtor(fi) {
		c.op(OpCheckThis)
	}
}

func (c *compiler) superGet(e *syntax.MemberExpr) {
	c.at(e)
	recv := int32(0)
	if c.fc.info.isArrow() || c.isDerivedCtor(c.fc.info) {
		// The receiver is read first: an arrow's is its lexical this, and
		// a derived constructor's is a ReferenceError before super().
		c.loadThis()
		recv = 1
	}
	if e.Computed {
		c.expr(e.Property)
		c.emit(OpSuperGetElem, 0, recv)
		return
	}
	c.emit(OpSuperGet, c.strConst(c.memberName(e)), recv)
}

// superReceiver pushes this for a super property access where the
// receiver must be read explicitly (an arrow's lexical this; a derived
// constructor's this, a ReferenceError before super()) and reports whether
// it did (the B operand of the super opcodes).
func (c *compiler) superReceiver() int32 {
	if c.fc.info.isArrow() || c.isDerivedCtor(c.fc.info) {
		c.loadThis()
		return 1
	}
	return 0
}

// superKey compiles the key of super[k] (converted once, so a compound
// assignment reads and writes the same property).
func (c *compiler) superKey(t *syntax.MemberExpr) {
	c.expr(t.Property)
	c.op(OpToPropertyKey)
}

// superAssign compiles super.x = v and super.x op= v: [[Set]] on the home
// object's prototype with this as the receiver.
func (c *compiler) superAssign(e *syntax.AssignExpr, t *syntax.MemberExpr, want bool) {
	bin := e.Op.BinaryOf()
	if bin == syntax.OpAnd || bin == syntax.OpOr || bin == syntax.OpNullish {
		c.fail(e, "logical assignment to a super property is not supported")
	}
	recv := c.superReceiver()
	name := int32(-1)
	if t.Computed && e.Op == syntax.OpAssign {
		c.expr(t.Property) // converted by OpSuperSetElem, after the value
	} else if t.Computed {
		c.superKey(t)
	} else {
		name = c.strConst(c.memberName(t))
	}
	if e.Op != syntax.OpAssign {
		// Read the old value with copies of the receiver and key.
		c.at(e)
		if t.Computed {
			if recv == 1 {
				c.op(OpDup2)
			} else {
				c.op(OpDup)
			}
			c.emit(OpSuperGetElem, 0, recv)
		} else {
			if recv == 1 {
				c.op(OpDup)
			}
			c.emit(OpSuperGet, name, recv)
		}
		c.expr(e.Value)
		c.at(e)
		c.op(binaryOps[bin])
	} else {
		c.expr(e.Value)
	}
	c.at(e)
	if t.Computed {
		c.emit(OpSuperSetElem, 0, recv)
	} else {
		c.emit(OpSuperSet, name, recv)
	}
	if !want {
		c.op(OpPop)
	}
}

// superUpdate compiles super.x++ and its kin.
func (c *compiler) superUpdate(e *syntax.UpdateExpr, t *syntax.MemberExpr, op Opcode, want bool) {
	recv := c.superReceiver()
	name := int32(-1)
	c.at(e)
	if t.Computed {
		c.superKey(t)
		if recv == 1 {
			c.op(OpDup2)
		} else {
			c.op(OpDup)
		}
		c.emit(OpSuperGetElem, 0, recv)
	} else {
		name = c.strConst(c.memberName(t))
		if recv == 1 {
			c.op(OpDup)
		}
		c.emit(OpSuperGet, name, recv)
	}
	c.op(OpToNumeric)
	old := int32(-1)
	if want && !e.Prefix {
		// The old value is the result: park it in a temporary.
		old = c.newSlot()
		c.op(OpDup)
		c.emit(OpStoreLocal, old, 0)
	}
	c.op(op)
	if t.Computed {
		c.emit(OpSuperSetElem, 0, recv)
	} else {
		c.emit(OpSuperSet, name, recv)
	}
	if old >= 0 || !want {
		c.op(OpPop)
	}
	if old >= 0 {
		c.emit(OpLoadLocal, old, 0)
	}
}

// superCall compiles super(args): it constructs the parent class, makes the
// result this, and then runs the class's field initializers.
func (c *compiler) superCall(e *syntax.CallExpr) {
	if c.fc.info.isArrow() {
		c.arrowSuperCall(e)
		return
	}
	info := c.fc.info
	if info.node == nil || c.r.classOf[info.node] == nil || c.r.classOf[info.node].SuperClass == nil {
		c.fail(e, "'super' keyword unexpected here")
	}
	// The this before the call is kept in a temporary: a second super()
	// still constructs before it fails (BindThisValue).
	before := c.newSlot()
	if c.r.defaultCtors[info.node] {
		c.expr(e.Args[0].(*syntax.SpreadElement).X) // the rest array itself
		c.at(e)
		c.emit(OpSuperCallSpread, 0, before)
	} else if hasSpread(e.Args) {
		c.spreadArgs(e.Args)
		c.at(e)
		c.emit(OpSuperCallSpread, 0, before)
	} else {
		for _, a := range e.Args {
			c.expr(a)
		}
		c.at(e)
		c.emit(OpSuperCall, int32(len(e.Args)), before)
	}
	c.emit(OpSuperBound, before, 0)
	if b := info.thisBinding; b != nil {
		c.op(OpDup)
		c.storeBinding(b, true, e)
	}
	c.emitFields(info.node)
}

// arrowSuperCall compiles super(args) inside an arrow in a derived
// constructor: the constructor and its new.target come from hidden
// bindings of the constructor, and the result is stored in its this binding.
func (c *compiler) arrowSuperCall(e *syntax.CallExpr) {
	fi := c.lexicalFunc()
	if !c.isDerivedCtor(fi) || fi.calleeBinding == nil || fi.newTargetBinding == nil || fi.thisBinding == nil {
		c.fail(e, "'super' keyword unexpected here")
	}
	c.loadBinding(fi.calleeBinding, nil)
	c.loadBinding(fi.newTargetBinding, nil)
	if hasSpread(e.Args) {
		c.spreadArgs(e.Args)
		c.at(e)
		c.emit(OpSuperCallArrow, 0, 1)
	} else {
		for _, a := range e.Args {
			c.expr(a)
		}
		c.at(e)
		c.emit(OpSuperCallArrow, int32(len(e.Args)), 0)
	}
	c.loadBinding(fi.thisBinding, nil)
	c.emit(OpSuperBound, 0, 1)
	c.loadBinding(fi.calleeBinding, nil)
	c.op(OpSetThis)
	c.op(OpDup)
	c.storeBinding(fi.thisBinding, true, e)
	c.emitFields(fi.node)
}

// hasPrivateMethods reports whether the class of ctor has instance private
// methods or accessors (copied onto this by field initialization).
func (c *compiler) hasPrivateMethods(ctor *syntax.Function) bool {
	cl := c.r.classOf[ctor]
	if cl == nil {
		return false
	}
	for _, m := range cl.Members {
		if !m.Static && m.Kind != syntax.MemberField && m.Kind != syntax.MemberConstructor && privateFlag(m.Key) == 1 {
			return true
		}
	}
	return false
}
