package compile

import "github.com/codemode-go/codemode/vm/syntax"

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
func (c *compiler) class(cl *syntax.Class, nameHint string) {
	c.at(cl)
	name := nameHint
	if cl.Name != nil {
		name = cl.Name.Name
	}
	for _, m := range cl.Members {
		if m.Kind == syntax.MemberStaticBlock {
			c.fail(m, "static blocks are not supported yet")
		}
	}
	inner := c.r.scopes[cl] // a named class expression's own binding
	c.enterScope(inner, false)
	hasSuper := int32(0)
	if cl.SuperClass != nil {
		c.expr(cl.SuperClass)
		hasSuper = 1
	}
	ctor := c.r.classCtors[cl]
	idx := c.compileFunc(ctor, name)
	c.at(cl)
	c.emit(OpClass, idx, hasSuper)
	for _, m := range cl.Members {
		c.at(m)
		switch m.Kind {
		case syntax.MemberConstructor:
			continue
		case syntax.MemberStaticBlock:
			c.fail(m, "static blocks are not supported yet")
		case syntax.MemberField:
			if !m.Static {
				if m.Computed {
					c.fail(m, "computed class field names are not supported yet")
				}
				continue
			}
			// Static field: defined on the constructor now.
			c.emit(OpPick, 1, 0)
			key, static := c.memberKey(m)
			if m.Value != nil {
				c.exprNamed(m.Value, key)
			} else {
				c.op(OpUndef)
			}
			if static {
				c.emit(OpDefineField, c.strConst(key), privateFlag(m.Key))
			} else {
				c.emit(OpDefineField, -1, 0)
			}
			c.op(OpPop)
		default:
			key, static := c.memberKey(m)
			flags := int32(0)
			if m.Static {
				flags |= MethodStatic
			}
			switch m.Kind {
			case syntax.MemberGetter:
				flags |= MethodGetter
			case syntax.MemberSetter:
				flags |= MethodSetter
			}
			c.namedClosure(m.Func, key)
			if static {
				c.emit(OpDefineMethod, c.strConst(key), flags)
			} else {
				c.emit(OpDefineMethod, -1, flags)
			}
		}
	}
	c.op(OpPop) // the prototype
	if inner != nil && cl.Name != nil {
		c.op(OpDup)
		c.storeBinding(inner.names[cl.Name.Name], true, cl)
	}
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

// emitFields initializes a class's instance fields on this.
func (c *compiler) emitFields(fields []*syntax.ClassMember) {
	for _, f := range fields {
		c.at(f)
		name, ok := c.propName(f.Key)
		if !ok {
			c.fail(f, "unsupported class field name")
		}
		c.op(OpLoadThis)
		if f.Value != nil {
			c.exprNamed(f.Value, name)
		} else {
			c.op(OpUndef)
		}
		c.emit(OpDefineField, c.strConst(name), privateFlag(f.Key))
		c.op(OpPop)
	}
}

// Private members (#x) are kept as non-enumerable properties named "#x":
// invisible to keys, JSON and console output, though not brand-checked.
func privateFlag(key syntax.Expr) int32 {
	if _, ok := key.(*syntax.PrivateName); ok {
		return 1
	}
	return 0
}

func (c *compiler) loadThis() {
	if c.fc.info.isArrow() {
		fi := c.fc.info
		for fi.isArrow() {
			fi = fi.parent
		}
		if fi.thisBinding != nil {
			c.loadBinding(fi.thisBinding, nil)
			return
		}
	}
	c.op(OpLoadThis)
}

func (c *compiler) superGet(e *syntax.MemberExpr) {
	c.at(e)
	if e.Computed {
		c.expr(e.Property)
		c.op(OpSuperGetElem)
		return
	}
	c.emit(OpSuperGet, c.strConst(c.memberName(e)), 0)
}

// superCall compiles super(args): it constructs the parent class, makes the
// result this, and then runs the class's field initializers.
func (c *compiler) superCall(e *syntax.CallExpr) {
	info := c.fc.info
	if info.node == nil || c.r.classOf[info.node] == nil || c.r.classOf[info.node].SuperClass == nil {
		c.fail(e, "'super' keyword unexpected here")
	}
	if hasSpread(e.Args) {
		c.spreadArgs(e.Args)
		c.at(e)
		c.op(OpSuperCallSpread)
	} else {
		for _, a := range e.Args {
			c.expr(a)
		}
		c.at(e)
		c.emit(OpSuperCall, int32(len(e.Args)), 0)
	}
	if b := info.thisBinding; b != nil {
		c.op(OpDup)
		c.storeBinding(b, true, e)
	}
	c.emitFields(c.r.classFields[info.node])
}
