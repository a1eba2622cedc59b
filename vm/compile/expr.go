package compile

import (
	"math"
	"strconv"
	"strings"

	"github.com/codemode-go/codemode/vm/syntax"
)

// expr compiles e, leaving its value on the stack.
func (c *compiler) expr(e syntax.Expr) { c.exprNamed(e, "") }

// exprDiscard compiles e for its effects only.
func (c *compiler) exprDiscard(e syntax.Expr) {
	switch e := e.(type) {
	case *syntax.AssignExpr:
		c.assign(e, false)
		return
	case *syntax.UpdateExpr:
		c.update(e, false)
		return
	}
	c.expr(e)
	c.op(OpPop)
}

// exprNamed compiles e; an anonymous function gets name (from `const name = ...`).
func (c *compiler) exprNamed(e syntax.Expr, name string) {
	c.walk.enter(e)
	c.exprNode(e, name)
	c.walk.leave()
}

func (c *compiler) exprNode(e syntax.Expr, name string) {
	switch e := e.(type) {
	case *syntax.NumberLit:
		c.pushNumber(e.Value)
	case *syntax.StringLit:
		c.pushString(e.Value)
	case *syntax.BoolLit:
		if e.Value {
			c.op(OpTrue)
		} else {
			c.op(OpFalse)
		}
	case *syntax.NullLit:
		c.op(OpNull)
	case *syntax.Identifier:
		c.loadName(e)
	case *syntax.ThisExpr:
		c.loadThis()
	case *syntax.TemplateLit:
		c.template(e)
	case *syntax.ArrayLit:
		c.emit(OpNewArray, int32(len(e.Elements)), 0)
		for _, el := range e.Elements {
			switch el := el.(type) {
			case nil:
				c.op(OpArrayHole)
			case *syntax.SpreadElement:
				c.iteratedCall(el.X)
				c.expr(el.X)
				c.at(el)
				c.emit(OpArraySpread, c.descConst(iterSite(el.X)), 0)
			default:
				c.expr(el)
				c.op(OpArrayPush)
			}
		}
	case *syntax.ObjectLit:
		c.objectLit(e)
	case *syntax.FunctionExpr:
		c.namedClosure(e.Func, name)
	case *syntax.UnaryExpr:
		c.unary(e)
	case *syntax.UpdateExpr:
		c.update(e, true)
	case *syntax.BinaryExpr:
		if pn, ok := e.X.(*syntax.PrivateName); ok {
			c.loadPrivateKey(pn.Name)
			c.expr(e.Y)
			c.at(e)
			c.emit(OpIn, 1, 0)
			break
		}
		c.operatorChain(e, name)
	case *syntax.LogicalExpr:
		c.operatorChain(e, name)
	case *syntax.AssignExpr:
		c.assign(e, true)
	case *syntax.CondExpr:
		c.expr(e.Test)
		jf := c.emit(OpJumpIfFalse, 0, 0)
		c.exprNamed(e.Then, name)
		j := c.emit(OpJump, 0, 0)
		c.fc.depth--
		c.patch(jf)
		c.exprNamed(e.Else, name)
		c.patch(j)
	case *syntax.CallExpr:
		c.call(e, nil)
	case *syntax.NewExpr:
		c.newExpr(e)
	case *syntax.MemberExpr:
		c.member(e, nil)
	case *syntax.ChainExpr:
		var ends []int
		c.chain(e.X, &ends)
		for _, pc := range ends {
			c.patch(pc)
		}
	case *syntax.SequenceExpr:
		for i, x := range e.List {
			if i == len(e.List)-1 {
				c.expr(x)
			} else {
				c.exprDiscard(x)
			}
		}
	case *syntax.AwaitExpr:
		c.expr(e.X)
		c.at(e)
		c.op(OpAwait)
	case *syntax.RegExpLit:
		c.at(e)
		c.emit(OpRegExp, c.strConst(e.Pattern), c.strConst(e.Flags))
	case *syntax.BigIntLit:
		c.pushBigInt(e)
	case *syntax.ClassExpr:
		c.class(e.Class, name)
	case *syntax.TaggedTemplate:
		c.taggedTemplate(e)
	case *syntax.YieldExpr:
		c.yield(e)
	case *syntax.SuperExpr:
		c.fail(e, "'super' keyword unexpected here")
	case *syntax.MetaProperty:
		if e.Meta == "new" && e.Property == "target" {
			if c.r.undefinedNewTarget[e] {
				c.op(OpUndef)
				return
			}
			if b := c.lexicalFunc().newTargetBinding; b != nil && c.fc.info.isArrow() {
				c.loadBinding(b, nil) // an arrow's new.target is its enclosing function's
				return
			}
			c.op(OpNewTarget)
			return
		}
		c.fail(e, e.Meta+"."+e.Property+" is not supported")
	case *syntax.ImportCall:
		// import(name) loads a host global by module name (vm/modules.go).
		id, _ := IntrinsicID("__import")
		c.expr(e.Source)
		if e.Options != nil {
			c.exprDiscard(e.Options)
		}
		c.at(e)
		c.emit(OpIntrinsic, id, 1)
	case *syntax.SpreadElement:
		c.fail(e, "unexpected spread")
	case *syntax.PrivateName:
		c.fail(e, "private names are not supported yet")
	default:
		c.fail(e, "this expression is not supported yet")
	}
}

// operatorChain compiles a binary or logical expression and the binary and
// logical expressions down its left operands (a + b + c is ((a + b) + c)):
// in a loop, since such a chain can be as long as the program. The code is
// what compiling each operator in turn after its left operand gives; only
// the outermost operator's right operand of a logical expression gets name.
func (c *compiler) operatorChain(e syntax.Expr, name string) {
	var buf [8]syntax.Expr // (no allocation for the usual short chain)
	chain := buf[:0]       // outermost first
	x := e
	for isChainOperator(x) {
		chain = append(chain, x)
		x = leftOperand(x)
	}
	c.expr(x)
	for i := len(chain) - 1; i >= 0; i-- {
		switch e := chain[i].(type) {
		case *syntax.BinaryExpr:
			c.expr(e.Y)
			c.at(e)
			var link int32
			if e.Op == syntax.OpAdd {
				switch {
				case i > 0 && isAdd(chain[i-1]):
					link = AddLink
				case i+1 < len(chain) && isAdd(chain[i+1]):
					link = AddEnd
				}
			}
			c.emit(binaryOps[e.Op], 0, link)
		case *syntax.LogicalExpr:
			var j int
			switch e.Op {
			case syntax.OpAnd:
				j = c.emit(OpJumpIfFalseKeep, 0, 0)
			case syntax.OpOr:
				j = c.emit(OpJumpIfTrueKeep, 0, 0)
			default:
				j = c.emit(OpJumpIfNotNullish, 0, 0)
			}
			yName := ""
			if i == 0 {
				yName = name
			}
			c.exprNamed(e.Y, yName)
			c.patch(j)
		}
	}
}

func isAdd(e syntax.Expr) bool {
	b, ok := e.(*syntax.BinaryExpr)
	return ok && b.Op == syntax.OpAdd
}

// isChainOperator reports a binary or logical expression that
// operatorChain compiles in its loop (not #x in o, whose left operand is a
// private name).
func isChainOperator(e syntax.Expr) bool {
	switch e := e.(type) {
	case *syntax.BinaryExpr:
		_, private := e.X.(*syntax.PrivateName)
		return !private
	case *syntax.LogicalExpr:
		return true
	}
	return false
}

func leftOperand(e syntax.Expr) syntax.Expr {
	if b, ok := e.(*syntax.BinaryExpr); ok {
		return b.X
	}
	return e.(*syntax.LogicalExpr).X
}

var binaryOps = map[syntax.Op]Opcode{
	syntax.OpAdd: OpAdd, syntax.OpSub: OpSub, syntax.OpMul: OpMul, syntax.OpDiv: OpDiv, syntax.OpMod: OpMod,
	syntax.OpExp: OpExp, syntax.OpShl: OpShl, syntax.OpShr: OpShr, syntax.OpUShr: OpUShr,
	syntax.OpBitAnd: OpBitAnd, syntax.OpBitOr: OpBitOr, syntax.OpBitXor: OpBitXor, syntax.OpEq: OpEq,
	syntax.OpNotEq: OpNotEq, syntax.OpStrictEq: OpStrictEq, syntax.OpStrictNeq: OpStrictNotEq,
	syntax.OpLess: OpLt, syntax.OpLessEq: OpLtEq, syntax.OpGreater: OpGt, syntax.OpGreaterEq: OpGtEq,
	syntax.OpIn: OpIn, syntax.OpInstanceof: OpInstanceof,
}

func (c *compiler) template(e *syntax.TemplateLit) {
	n := 0
	for i, q := range e.Quasis {
		if q.Cooked == nil {
			c.fail(q, "invalid escape in template")
		}
		if *q.Cooked != "" || (i == 0 && len(e.Exprs) == 0) {
			c.pushString(*q.Cooked)
			n++
		}
		if i < len(e.Exprs) {
			c.expr(e.Exprs[i])
			n++
		}
	}
	c.at(e)
	if n == 1 && len(e.Exprs) == 0 {
		return
	}
	c.emit(OpConcat, int32(n), 0)
}

// propName returns the name of a non-computed property key.
func (c *compiler) propName(key syntax.Expr) (string, bool) {
	switch k := key.(type) {
	case *syntax.Identifier:
		return k.Name, true
	case *syntax.StringLit:
		return k.Value, true
	case *syntax.NumberLit:
		v := k.Value
		if v == math.Trunc(v) && math.Abs(v) < 1e21 && !(v == 0 && math.Signbit(v)) {
			return strconv.FormatFloat(v, 'f', -1, 64), true
		}
	case *syntax.BigIntLit:
		// {1n: x} has the key "1" (ToPropertyKey of a BigInt is its decimal text).
		if d := strings.TrimLeft(k.Digits, "0"); d != "" {
			return d, true
		}
		return "0", true
	case *syntax.PrivateName:
		return PrivateKey(k.Name), true // (class members load their private keys: loadPrivateKey)
	}
	return "", false
}

func (c *compiler) objectLit(e *syntax.ObjectLit) {
	c.op(OpNewObject)
	for _, p := range e.Props {
		c.at(p)
		if p.Kind == syntax.PropSpread {
			c.expr(p.Value)
			c.op(OpObjectSpread)
			continue
		}
		name, static := "", false
		if !p.Computed {
			name, static = c.propName(p.Key)
		}
		if !static {
			if p.Computed {
				c.expr(p.Key)
			} else {
				c.exprNamed(p.Key, "")
			}
			c.op(OpToPropertyKey)
		}
		fn, _ := p.Value.(*syntax.FunctionExpr)
		// Methods, getters and setters see the object as super's home.
		home := int32(1)
		if !static {
			home = 2
		}
		switch p.Kind {
		case syntax.PropGet, syntax.PropSet:
			fname := "" // a computed key names it at run time
			if static {
				fname = accessorName(p.Kind == syntax.PropGet, name)
			}
			c.namedClosure(fn.Func, fname)
			c.emit(OpSetHome, home, 0)
			op := OpInitGetter
			if p.Kind == syntax.PropSet {
				op = OpInitSetter
			}
			if static {
				c.emit(op, c.strConst(name), 0)
			} else {
				c.emit(op, -1, 0)
			}
			continue
		}
		if ae, ok := p.Value.(*syntax.AssignExpr); ok && p.Shorthand {
			c.fail(ae, "invalid shorthand property initializer")
		}
		if static && name == "__proto__" && !p.Shorthand && !p.Method {
			// {__proto__: v} sets the prototype (to an object or null).
			c.expr(p.Value)
			c.op(OpSetProtoLit)
			continue
		}
		c.exprNamed(p.Value, name)
		if p.Method {
			c.emit(OpSetHome, home, 0)
		}
		if static {
			c.emit(OpInitProp, c.strConst(name), 0)
		} else {
			c.emit(OpInitElem, isAnonFn(p.Value), 0)
		}
	}
}

// typeofName pushes typeof of the binding id resolves to ("undefined"
// for a global that does not exist).
func (c *compiler) typeofName(id *syntax.Identifier) {
	if c.binding(id) == nil && id.Name != "undefined" {
		c.emit(OpTypeofGlobal, c.globalIndex(id.Name), 0)
		return
	}
	c.loadBindingName(id)
	c.op(OpTypeof)
}

func (c *compiler) unary(e *syntax.UnaryExpr) {
	switch e.Op {
	case syntax.OpTypeof:
		if id, ok := e.X.(*syntax.Identifier); ok && c.r.withRefs[id] != nil {
			c.withBase(id, c.r.withRefs[id])
			c.withSplit(func() { c.typeofName(id) }, func() {
				c.emit(OpGetNamed, c.strConst(id.Name), 0)
				c.op(OpTypeof)
			})
			return
		}
		if id, ok := e.X.(*syntax.Identifier); ok {
			c.typeofName(id)
			return
		}
		c.expr(e.X)
		c.op(OpTypeof)
	case syntax.OpDelete:
		switch x := e.X.(type) {
		case *syntax.MemberExpr:
			if x.Optional {
				c.fail(e, "delete of an optional chain is not supported yet")
			}
			if _, isSuper := x.Object.(*syntax.SuperExpr); isSuper {
				// Deleting a super reference is a ReferenceError once a
				// computed key is evaluated (not converted). Like V8, this
				// need not be bound (the specification reads it first).
				if x.Computed {
					c.exprDiscard(x.Property)
				}
				c.at(e)
				c.emit(OpThrowRef, c.strConst("Unsupported reference to 'super'"), 0)
				c.op(OpTrue) // not reached; keeps the stack as delete leaves it
				return
			}
			c.expr(x.Object)
			c.at(e)
			if x.Computed {
				c.expr(x.Property)
				c.op(OpDeleteElem)
			} else if _, ok := x.Property.(*syntax.PrivateName); ok {
				c.fail(x, "private fields cannot be deleted")
			} else {
				c.emit(OpDeleteNamed, c.strConst(x.Property.(*syntax.Identifier).Name), 0)
			}
		case *syntax.ChainExpr:
			m, ok := x.X.(*syntax.MemberExpr)
			if !ok {
				c.exprDiscard(e.X)
				c.op(OpTrue)
				break
			}
			// delete a?.b: true when the chain short-circuits.
			var ends []int
			c.chainPart(m.Object, &ends)
			if m.Optional {
				ends = append(ends, c.emit(OpOptionalChain, 0, 0))
			}
			c.at(e)
			if m.Computed {
				c.expr(m.Property)
				c.op(OpDeleteElem)
			} else {
				c.emit(OpDeleteNamed, c.strConst(c.memberName(m)), 0)
			}
			done := c.emit(OpJump, 0, 0)
			for _, pc := range ends {
				c.patch(pc)
			}
			c.op(OpPop)
			c.op(OpTrue)
			c.patch(done)
		case *syntax.Identifier:
			toBinding := func() {
				if c.binding(x) != nil {
					c.op(OpFalse)
				} else {
					c.op(OpTrue)
				}
			}
			if objs := c.r.withRefs[x]; objs != nil {
				c.withBase(x, objs)
				c.withSplit(toBinding, func() { c.emit(OpDeleteNamed, c.strConst(x.Name), 0) })
			} else {
				toBinding()
			}
		default:
			c.exprDiscard(e.X)
			c.op(OpTrue)
		}
	case syntax.OpVoid:
		c.exprDiscard(e.X)
		c.op(OpUndef)
	default:
		c.expr(e.X)
		c.at(e)
		switch e.Op {
		case syntax.OpNeg:
			c.op(OpNeg)
		case syntax.OpPos:
			c.op(OpPlus)
		case syntax.OpNot:
			c.op(OpNot)
		case syntax.OpBitNot:
			c.op(OpBitNot)
		default:
			c.fail(e, "unsupported unary operator "+e.Op.String())
		}
	}
}

// update compiles ++/--; want says whether its value is used.
func (c *compiler) update(e *syntax.UpdateExpr, want bool) {
	op := OpInc
	if e.Op == syntax.OpDec {
		op = OpDec
	}
	switch x := e.X.(type) {
	case *syntax.Identifier:
		if b := c.binding(x); !want && b != nil && c.r.withRefs[x] == nil && b.fn == c.fc.info && !b.captured && b.kind != bConst &&
			!(b.lexical() && (b.inSwitch || x.Start.Offset < b.declEnd)) {
			// i++ as a statement on a plain local: one instruction.
			c.at(e)
			delta := int32(1)
			if e.Op == syntax.OpDec {
				delta = -1
			}
			c.emit(OpIncLocal, b.slot, delta)
			return
		}
		if c.r.withRefs[x] != nil {
			c.withUpdate(e, x, op, want)
			return
		}
		c.loadName(x)
		c.at(e)
		c.op(OpToNumeric)
		if want && !e.Prefix {
			c.op(OpDup)
		}
		c.op(op)
		if want && e.Prefix {
			c.op(OpDup)
		}
		c.storeName(x, false)
	case *syntax.MemberExpr:
		if x.Optional {
			c.fail(e, "invalid update target")
		}
		if _, isSuper := x.Object.(*syntax.SuperExpr); isSuper {
			c.superUpdate(e, x, op, want)
			return
		}
		c.expr(x.Object)
		if pb, ok := c.elemKey(x, e, true); ok {
			c.op(OpDup2)
			c.at(e)
			c.emit(OpGetElem, 0, pb)
			c.op(OpToNumeric)
			if !e.Prefix && want {
				// o k old -> old o k old
				c.op(OpRot3)
				c.emit(OpPick, 2, 0)
			}
			c.op(op)
			c.emit(OpSetElem, 0, pb)
		} else {
			name := c.memberName(x)
			c.op(OpDup)
			c.at(e)
			c.emit(OpGetNamed, c.strConst(name), 0)
			c.op(OpToNumeric)
			if !e.Prefix && want {
				// o old -> old o old
				c.op(OpSwap)
				c.emit(OpPick, 1, 0)
			}
			c.op(op)
			c.emit(OpSetNamed, c.strConst(name), 0)
		}
		if !e.Prefix && want {
			c.op(OpPop)
		} else if !want {
			c.op(OpPop)
		}
	default:
		c.fail(e, "invalid update target")
	}
}

// withCompoundAssign compiles x op= v and the logical x ||= v, x &&= v,
// x ??= v for a name under with statements: the base is found once,
// before the value is computed.
func (c *compiler) withCompoundAssign(e *syntax.AssignExpr, t *syntax.Identifier, want, logical bool, jumpLogical func() int) {
	c.withGet(t)
	if !logical {
		c.expr(e.Value)
		c.at(e)
		c.op(binaryOps[e.Op.BinaryOf()])
		c.withPut(t, want)
		return
	}
	j := jumpLogical() // base old, jumping; base, going on
	depth := c.fc.depth
	c.exprNamed(e.Value, t.Name)
	c.withPut(t, true)
	end := c.emit(OpJump, 0, 0)
	c.fc.depth = depth + 1
	c.patch(j)
	c.op(OpSwap) // base old -> old
	c.op(OpPop)
	c.patch(end)
	if !want {
		c.op(OpPop)
	}
}

// withUpdate compiles x++, x--, ++x and --x for a name under with
// statements.
func (c *compiler) withUpdate(e *syntax.UpdateExpr, x *syntax.Identifier, op Opcode, want bool) {
	c.withGet(x)
	c.at(e)
	c.op(OpToNumeric)
	if want && !e.Prefix {
		// base old -> old base old new -> old
		c.op(OpSwap)
		c.emit(OpPick, 1, 0)
		c.op(op)
		c.withPut(x, false)
		return
	}
	c.op(op)
	c.withPut(x, want)
}

func (c *compiler) memberName(m *syntax.MemberExpr) string {
	switch p := m.Property.(type) {
	case *syntax.Identifier:
		return p.Name
	}
	c.fail(m, "invalid member expression")
	return ""
}

// assign compiles an assignment; want says whether its value is used.
func (c *compiler) assign(e *syntax.AssignExpr, want bool) {
	c.at(e)
	if t, ok := e.Target.(*syntax.MemberExpr); ok {
		if _, isSuper := t.Object.(*syntax.SuperExpr); isSuper {
			c.superAssign(e, t, want)
			return
		}
	}
	if e.Op == syntax.OpAssign {
		switch t := e.Target.(type) {
		case *syntax.Identifier:
			if objs := c.r.withRefs[t]; objs != nil {
				c.withBase(t, objs)
				c.exprNamed(e.Value, t.Name)
				c.at(e)
				c.withPut(t, want)
				return
			}
			c.exprNamed(e.Value, t.Name)
			if want {
				c.op(OpDup)
			}
			c.at(e)
			c.storeName(t, false)
		case *syntax.MemberExpr:
			c.expr(t.Object)
			if pb, ok := c.elemKey(t, e, false); ok {
				c.expr(e.Value)
				c.at(e)
				c.emit(OpSetElem, 0, pb)
			} else {
				name := c.memberName(t)
				c.expr(e.Value)
				c.at(e)
				c.emit(OpSetNamed, c.strConst(name), 0)
			}
			if !want {
				c.op(OpPop)
			}
		default:
			c.expr(e.Value)
			if want {
				c.op(OpDup)
			}
			c.pat = patSite{init: e.Value}
			c.bindPattern(e.Target, false)
		}
		return
	}
	bin := e.Op.BinaryOf()
	logical := bin == syntax.OpAnd || bin == syntax.OpOr || bin == syntax.OpNullish
	// jumpLogical emits the short-circuit test of a logical assignment: the
	// jump is taken (keeping the current value) when no assignment happens.
	jumpLogical := func() int {
		switch bin {
		case syntax.OpAnd:
			return c.emit(OpJumpIfFalseKeep, 0, 0)
		case syntax.OpOr:
			return c.emit(OpJumpIfTrueKeep, 0, 0)
		}
		return c.emit(OpJumpIfNotNullish, 0, 0)
	}
	switch t := e.Target.(type) {
	case *syntax.Identifier:
		if c.r.withRefs[t] != nil {
			c.withCompoundAssign(e, t, want, logical, jumpLogical)
			return
		}
		c.loadName(t)
		if logical {
			j := jumpLogical()
			c.exprNamed(e.Value, t.Name)
			c.op(OpDup)
			c.storeName(t, false)
			c.patch(j)
			if !want {
				c.op(OpPop)
			}
			return
		}
		c.expr(e.Value)
		c.at(e)
		c.op(binaryOps[bin])
		if want {
			c.op(OpDup)
		}
		c.storeName(t, false)
	case *syntax.MemberExpr:
		c.expr(t.Object)
		if pb, ok := c.elemKey(t, e, true); ok {
			c.op(OpDup2)
			c.at(e)
			c.emit(OpGetElem, 0, pb)
			if logical {
				j := jumpLogical()
				c.expr(e.Value)
				c.emit(OpSetElem, 0, pb)
				end := c.emit(OpJump, 0, 0)
				c.fc.depth += 2
				c.patch(j)
				// o k v -> v
				c.op(OpRot3)
				c.op(OpPop)
				c.op(OpPop)
				c.patch(end)
			} else {
				c.expr(e.Value)
				c.at(e)
				c.op(binaryOps[bin])
				c.emit(OpSetElem, 0, pb)
			}
		} else {
			name := c.memberName(t)
			c.op(OpDup)
			c.at(e)
			c.emit(OpGetNamed, c.strConst(name), 0)
			if logical {
				j := jumpLogical()
				c.expr(e.Value)
				c.emit(OpSetNamed, c.strConst(name), 0)
				end := c.emit(OpJump, 0, 0)
				c.fc.depth++
				c.patch(j)
				c.op(OpSwap)
				c.op(OpPop)
				c.patch(end)
			} else {
				c.expr(e.Value)
				c.at(e)
				c.op(binaryOps[bin])
				c.emit(OpSetNamed, c.strConst(name), 0)
			}
		}
		if !want {
			c.op(OpPop)
		}
	default:
		c.fail(e, "invalid compound assignment target")
	}
}

// patSite says where a destructured value comes from, for V8's wording of
// the TypeError when it is null or undefined.
type patSite struct {
	init    syntax.Expr // the initializer or assigned expression, if any
	nested  bool        // a property or element of an outer pattern (or a for-of assignment target)
	forDecl bool        // the declaration of a for-in/of loop (V8 names the value '.for')
}

// bindPattern pops the value on the stack into a target: a declared binding
// (init) or any assignment target.
func (c *compiler) bindPattern(p syntax.Pattern, init bool) {
	site := c.pat
	c.pat = patSite{}
	switch p := p.(type) {
	case *syntax.Identifier:
		c.storeName(p, init)
	case *syntax.MemberExpr:
		// v -> o v (or o k v)
		c.expr(p.Object)
		if pb, ok := c.elemKey(p, p, false); ok {
			c.op(OpRot3)
			c.op(OpRot3)
			c.emit(OpSetElem, 0, pb)
		} else {
			c.op(OpSwap)
			c.emit(OpSetNamed, c.strConst(c.memberName(p)), 0)
		}
		c.op(OpPop)
	case *syntax.AssignPattern:
		j := c.emit(OpJumpIfNotUndefined, 0, 0)
		c.exprNamed(p.Default, patternName(p.Target))
		c.patch(j)
		c.pat = patSite{nested: site.nested}
		c.bindPattern(p.Target, init)
	case *syntax.ObjectPattern:
		c.at(p)
		first := int32(0)
		if len(p.Props) > 0 && !p.Props[0].Computed {
			if name, ok := c.propName(p.Props[0].Key); ok {
				first = c.strConst(displayKey(name)) + 1
			}
		}
		switch {
		case site.nested && first > 0:
			// V8 reads the first property and reports that read.
			c.emit(OpRequireObject, first, -1)
		case site.forDecl:
			c.emit(OpRequireObject, first, c.descConst(".for"))
		case site.init != nil:
			c.emit(OpRequireObject, first, c.descConst(objectPatternSite(site.init)))
		default:
			c.emit(OpRequireObject, first, 0)
		}
		var keySlots []int32
		var keyNames []string
		src := int32(-1) // the source object's slot, when a member target needs it
		for _, prop := range p.Props {
			if memberTarget(prop.Value) {
				if src < 0 {
					src = c.newSlot()
					c.op(OpDup)
					c.emit(OpStoreLocal, src, 0)
				}
				c.bindMemberProp(prop, src, p.Rest != nil, &keySlots, &keyNames, init)
				continue
			}
			c.op(OpDup)
			if prop.Computed {
				c.expr(prop.Key)
				c.op(OpToPropertyKey)
				if p.Rest != nil {
					slot := c.newSlot()
					c.op(OpDup)
					c.emit(OpStoreLocal, slot, 0)
					keySlots = append(keySlots, slot)
				}
				c.op(OpGetElem)
			} else {
				name, ok := c.propName(prop.Key)
				if !ok {
					c.expr(prop.Key)
					c.op(OpToPropertyKey)
					c.op(OpGetElem)
				} else {
					keyNames = append(keyNames, name)
					c.emit(OpGetNamed, c.strConst(name), 0)
				}
			}
			c.pat = patSite{nested: true}
			c.bindPattern(prop.Value, init)
		}
		if p.Rest != nil {
			for _, n := range keyNames {
				c.pushString(n)
			}
			for _, s := range keySlots {
				c.emit(OpLoadLocal, s, 0)
			}
			c.emit(OpCopyRest, int32(len(keyNames)+len(keySlots)), 0)
			c.bindPattern(p.Rest, init)
		} else {
			c.op(OpPop)
		}
	case *syntax.ArrayPattern:
		c.at(p)
		iter := c.newSlot()
		desc := ""
		switch {
		case site.forDecl:
			desc = ".for"
		case site.init != nil:
			desc = arrayPatternSite(site.init)
		}
		c.emit(OpGetIterator, iter, c.descConst(desc))
		// An exception while binding the elements closes the iterator
		// (unless it is done); so does a generator's return() at a yield
		// in a default (frames.go treats this handler like a for-of's).
		push := -1
		var ct *ctrl
		if arrayPatternCanThrow(p, init) {
			// A return from a yield in a default (an async generator's
			// return()) closes the iterator like a for-of's (unwindLoops).
			ct = c.pushCtrl(nil, false)
			ct.iterSlot = iter
			push = c.op(OpPushCatch)
			c.fc.handlerDepth++
		}
		for _, el := range p.Elements {
			if el == nil {
				c.emit(OpIterNextOrUndef, iter, 0)
				c.op(OpPop)
				continue
			}
			c.bindElement(el, init, func() { c.emit(OpIterNextOrUndef, iter, 0) })
		}
		if p.Rest != nil {
			c.bindElement(p.Rest, init, func() { c.emit(OpIterRest, iter, 0) })
		}
		if push >= 0 {
			c.op(OpPopHandler)
			c.fc.handlerDepth--
			c.popCtrl(ct)
		}
		if p.Rest == nil {
			c.emit(OpIterClose, iter, 0)
		}
		if push >= 0 {
			end := c.emit(OpJump, 0, 0)
			c.patch(push)
			c.fc.depth++ // the exception
			if c.fc.depth > c.fc.f.MaxStack {
				c.fc.f.MaxStack = c.fc.depth
			}
			c.emit(OpIterClose, iter, 1)
			c.op(OpThrow)
			c.patch(end)
		}
	case *syntax.RestElement:
		c.bindPattern(p.Target, init)
	default:
		c.fail(p, "unsupported destructuring target")
	}
}

// member compiles a property read. ends collects optional-chain exits.
func (c *compiler) member(e *syntax.MemberExpr, ends *[]int) {
	if _, ok := e.Object.(*syntax.SuperExpr); ok {
		c.superGet(e)
		return
	}
	c.chainPart(e.Object, ends)
	if e.Optional {
		if ends == nil {
			c.fail(e, "optional chain outside of a chain expression")
		}
		*ends = append(*ends, c.emit(OpOptionalChain, 0, 0))
	}
	if pn, ok := privateMember(e); ok {
		c.loadPrivateKey(pn.Name)
		c.at(e.Property)
		c.emit(OpGetElem, 0, 1)
	} else if e.Computed {
		c.at(e)
		c.expr(e.Property)
		c.at(e)
		c.op(OpGetElem)
	} else {
		c.at(e.Property) // V8 reports a failed read at the property name
		c.emit(OpGetNamed, c.strConst(c.memberName(e)), 0)
	}
}

// chainPart compiles an expression inside an optional chain.
func (c *compiler) chainPart(e syntax.Expr, ends *[]int) {
	c.walk.enter(e)
	c.chainLink(e, ends)
	c.walk.leave()
}

func (c *compiler) chainLink(e syntax.Expr, ends *[]int) {
	switch e := e.(type) {
	case *syntax.MemberExpr:
		if ends != nil {
			c.member(e, ends)
			return
		}
	case *syntax.CallExpr:
		if ends != nil {
			c.call(e, ends)
			return
		}
	}
	c.expr(e)
}

// chain compiles the expression inside a ChainExpr; every optional link
// jumps to the end with undefined when its base is nullish.
func (c *compiler) chain(e syntax.Expr, ends *[]int) {
	before := c.fc.depth
	c.chainPart(e, ends)
	if c.fc.depth != before+1 {
		c.fc.depth = before + 1
	}
}

func (c *compiler) call(e *syntax.CallExpr, ends *[]int) {
	d := describe(e.Callee)
	if _, ok := e.Callee.(*syntax.ChainExpr); ok {
		d = "(intermediate value)" // V8's name for a parenthesized chain, (a?.b)()
	}
	if e == c.iterCall {
		c.iterCall = nil
		d += IterCallMark
	}
	desc := c.strConst(d)
	switch callee := e.Callee.(type) {
	case *syntax.MemberExpr:
		if _, ok := callee.Object.(*syntax.SuperExpr); ok {
			// super.m(args): the method from the parent prototype, this as receiver.
			c.superGet(callee)
			c.loadThis()
			break
		}
		c.calleeObject(callee.Object, ends)
		if callee.Optional {
			if ends == nil {
				c.fail(e, "optional chain outside of a chain expression")
			}
			*ends = append(*ends, c.emit(OpOptionalChain, 0, 0))
		}
		c.at(callee.Property)
		if pb, ok := c.elemKey(callee, callee, false); ok {
			c.at(callee.Property)
			c.emit(OpGetMethodElem, 0, pb)
		} else {
			c.emit(OpGetMethod, c.strConst(c.memberName(callee)), 0)
		}
	case *syntax.Identifier:
		if c.selfHosted && len(callee.Name) > 2 && callee.Name[:2] == "__" {
			c.intrinsic(e, callee.Name)
			return
		}
		if objs := c.r.withRefs[callee]; objs != nil {
			// -> f this: a function found in a with object is called
			// with that object as this.
			c.withBase(callee, objs)
			c.withSplit(func() {
				c.loadBindingName(callee)
				c.op(OpUndef)
			}, func() {
				c.op(OpDup)
				c.emit(OpGetNamed, c.strConst(callee.Name), 0)
				c.op(OpSwap)
			})
			break
		}
		c.loadName(callee)
		c.op(OpUndef)
	case *syntax.SuperExpr:
		c.superCall(e)
		return
	case *syntax.ChainExpr:
		if m, ok := callee.X.(*syntax.MemberExpr); ok && !isSuperMember(m) {
			c.parenthesizedMethod(m)
			break
		}
		c.chainPart(e.Callee, ends)
		c.op(OpUndef)
	default:
		c.chainPart(e.Callee, ends)
		c.op(OpUndef)
	}
	if e.Optional {
		if ends == nil {
			c.fail(e, "optional chain outside of a chain expression")
		}
		*ends = append(*ends, c.emit(OpOptionalChain, 0, 1))
	}
	callPos := syntax.Node(e)
	if m, ok := e.Callee.(*syntax.MemberExpr); ok {
		callPos = m.Property // V8 reports calls of methods at the property
	}
	if hasSpread(e.Args) {
		c.spreadArgs(e.Args)
		c.at(callPos)
		c.emit(OpCallSpread, 0, desc)
		return
	}
	for _, a := range e.Args {
		c.expr(a)
	}
	c.at(callPos)
	c.emit(OpCall, int32(len(e.Args)), desc)
}

// parenthesizedMethod pushes the function and this of a call whose callee
// is a parenthesized optional chain ending in a property, (a?.b)(): the
// object stays the receiver; a short-circuited chain calls undefined.
func (c *compiler) parenthesizedMethod(m *syntax.MemberExpr) {
	var inner []int
	c.calleeObject(m.Object, &inner)
	if m.Optional {
		inner = append(inner, c.emit(OpOptionalChain, 0, 0))
	}
	c.at(m.Property)
	if pb, ok := c.elemKey(m, m, false); ok {
		c.at(m.Property)
		c.emit(OpGetMethodElem, 0, pb)
	} else {
		c.emit(OpGetMethod, c.strConst(c.memberName(m)), 0)
	}
	if len(inner) == 0 {
		return
	}
	end := c.emit(OpJump, 0, 0)
	for _, j := range inner {
		c.patch(j)
	}
	c.fc.depth-- // a short-circuit leaves one undefined
	c.op(OpUndef)
	c.patch(end)
}

func isSuperMember(m *syntax.MemberExpr) bool {
	_, ok := m.Object.(*syntax.SuperExpr)
	return ok
}

// calleeObject compiles the object of a method call; plain property
// chains use GetNamedChain so that a call under a missing tool namespace
// reports the unknown tool instead of reading undefined.
func (c *compiler) calleeObject(e syntax.Expr, ends *[]int) {
	if m, ok := e.(*syntax.MemberExpr); ok && !m.Computed && !m.Optional {
		if id, ok := m.Property.(*syntax.Identifier); ok {
			c.walk.enter(e)
			c.calleeObject(m.Object, ends)
			c.walk.leave()
			c.at(m)
			c.emit(OpGetNamedChain, c.strConst(id.Name), 0)
			return
		}
	}
	c.chainPart(e, ends)
}

func hasSpread(args []syntax.Expr) bool {
	for _, a := range args {
		if _, ok := a.(*syntax.SpreadElement); ok {
			return true
		}
	}
	return false
}

func (c *compiler) spreadArgs(args []syntax.Expr) {
	c.emit(OpNewArray, int32(len(args)), 0)
	for _, a := range args {
		if s, ok := a.(*syntax.SpreadElement); ok {
			c.expr(s.X)
			c.at(s)
			c.emit(OpArraySpread, -1, 0)
		} else {
			c.expr(a)
			c.op(OpArrayPush)
		}
	}
}

func (c *compiler) newExpr(e *syntax.NewExpr) {
	desc := c.strConst(describe(e.Callee))
	c.expr(e.Callee)
	if hasSpread(e.Args) {
		c.spreadArgs(e.Args)
		c.at(e)
		c.emit(OpNewSpread, 0, desc)
		return
	}
	for _, a := range e.Args {
		c.expr(a)
	}
	c.at(e)
	c.emit(OpNew, int32(len(e.Args)), desc)
}

func (c *compiler) intrinsic(e *syntax.CallExpr, name string) {
	if name == "__call" {
		// __call(f, this, ...args): a plain call with an explicit receiver.
		if len(e.Args) < 2 || hasSpread(e.Args) {
			c.fail(e, "__call needs a function and a receiver")
		}
		for _, a := range e.Args {
			c.expr(a)
		}
		c.at(e)
		c.emit(OpCall, int32(len(e.Args)-2), -1)
		return
	}
	id, ok := IntrinsicID(name)
	if !ok {
		c.fail(e, "unknown intrinsic "+name)
	}
	for _, a := range e.Args {
		c.expr(a)
	}
	c.at(e)
	c.emit(OpIntrinsic, id, int32(len(e.Args)))
}

// describe renders an expression the way V8 names a callee in
// "x is not a function" messages. A callee that takes more than
// describeMaxNodes nodes or describeMaxBytes bytes to render is an
// "(intermediate value)": every call of a chain a.b().c()... is described,
// and without the bounds that would cost the square of the chain's length
// (and recurse as deep as the chain).
func describe(e syntax.Expr) string {
	d := describer{nodes: describeMaxNodes}
	d.render(e)
	if d.over {
		return intermediateValue
	}
	return string(d.buf)
}

const (
	describeMaxNodes  = 256
	describeMaxBytes  = 1024
	intermediateValue = "(intermediate value)"
)

// describer renders into buf within its budgets; over is set once either
// is exhausted (what it rendered then does not matter).
type describer struct {
	buf   []byte
	nodes int
	over  bool
}

func (d *describer) write(s string) {
	if len(d.buf)+len(s) > describeMaxBytes {
		d.over = true
		return
	}
	d.buf = append(d.buf, s...)
}

func (d *describer) render(e syntax.Expr) {
	if d.nodes--; d.nodes < 0 {
		d.over = true
	}
	if d.over {
		return
	}
	switch e := e.(type) {
	case *syntax.Identifier:
		d.write(e.Name)
	case *syntax.ThisExpr:
		d.write("this")
	case *syntax.NullLit:
		d.write("null")
	case *syntax.BoolLit:
		if e.Value {
			d.write("true")
		} else {
			d.write("false")
		}
	case *syntax.NumberLit:
		d.write(formatNumberLiteral(e.Value))
	case *syntax.StringLit:
		d.quote(e.Value)
	case *syntax.TemplateLit:
		if len(e.Exprs) == 0 && e.Quasis[0].Cooked != nil {
			d.quote(*e.Quasis[0].Cooked)
			return
		}
		d.write(intermediateValue)
	case *syntax.ChainExpr:
		d.render(e.X)
	case *syntax.MemberExpr:
		sep := "."
		if e.Optional {
			sep = "?."
		}
		d.render(e.Object)
		if !e.Computed {
			d.write(sep)
			switch p := e.Property.(type) {
			case *syntax.Identifier:
				d.write(p.Name)
			case *syntax.PrivateName:
				d.write("#")
				d.write(p.Name)
			default:
				d.write("#private")
			}
			return
		}
		switch p := e.Property.(type) {
		case *syntax.StringLit:
			d.write(sep)
			d.write(p.Value)
		case *syntax.NumberLit:
			d.write("[")
			d.write(formatNumberLiteral(p.Value))
			d.write("]")
		case *syntax.Identifier:
			d.write("[")
			d.write(p.Name)
			d.write("]")
		default:
			d.write("[")
			at := len(d.buf)
			d.render(e.Property)
			if string(d.buf[at:]) == intermediateValue {
				d.buf = d.buf[:at]
				d.write("...")
			}
			d.write("]")
		}
	case *syntax.CallExpr:
		d.render(e.Callee)
		d.write("(...)")
	case *syntax.UnaryExpr:
		if e.Op == syntax.OpVoid || e.Op == syntax.OpTypeof {
			d.write("(")
			d.write(e.Op.String())
			d.write(" ")
			d.render(e.X)
			d.write(")")
			return
		}
		d.write(intermediateValue)
	case *syntax.BinaryExpr:
		if _, ok := e.X.(*syntax.PrivateName); ok {
			d.write(intermediateValue)
			return
		}
		d.binary(e.X, e.Op, e.Y)
	case *syntax.LogicalExpr:
		d.binary(e.X, e.Op, e.Y)
	case *syntax.SequenceExpr:
		d.write("(")
		for i, x := range e.List {
			if i > 0 {
				d.write(" , ")
			}
			d.render(x)
		}
		d.write(")")
	case *syntax.CondExpr:
		d.write(strings.Repeat(intermediateValue, 3))
	case *syntax.ObjectLit:
		// V8 shows an object literal's entries as intermediate values.
		d.write("{")
		for range e.Props {
			d.write(intermediateValue)
		}
		d.write("}")
	case *syntax.ArrayLit:
		d.write("[")
		for i, x := range e.Elements {
			if i > 0 {
				d.write(",")
			}
			if x != nil {
				d.render(x)
			}
		}
		d.write("]")
	default:
		d.write(intermediateValue)
	}
}

func (d *describer) binary(x syntax.Expr, op syntax.Op, y syntax.Expr) {
	d.write("(")
	d.render(x)
	d.write(" ")
	d.write(op.String())
	d.write(" ")
	d.render(y)
	d.write(")")
}

// quote writes s as strconv.Quote does, unless that cannot fit.
func (d *describer) quote(s string) {
	if len(s) > describeMaxBytes {
		d.over = true
		return
	}
	d.write(strconv.Quote(s))
}

// IterCallMark ends the callee text of a call whose result is iterated:
// V8 says "f is not a function or its return value is not iterable".
const IterCallMark = "\x00iter"

// iteratedCall marks e, when it is a call, as a call whose result is
// iterated (see IterCallMark); compile it next.
func (c *compiler) iteratedCall(e syntax.Expr) {
	if call, ok := e.(*syntax.CallExpr); ok {
		c.iterCall = call
	}
}

// iterSite is how V8 names an iterated expression in "x is not iterable"
// (spread, yield*): a call's result names the callee ("f is not a function
// or its return value is not iterable").
func iterSite(e syntax.Expr) string {
	switch e := e.(type) {
	case *syntax.CallExpr:
		if _, isSuper := e.Callee.(*syntax.SuperExpr); !isSuper {
			return describe(e.Callee) + " is not a function or its return value"
		}
	case *syntax.NewExpr:
		return describe(e.Callee) + " is not a function or its return value"
	}
	return describe(e)
}

// forOfSite is iterSite for the iterated expression of for-of, where V8
// names an optional chain or a logical expression by its type instead
// ("" leaves the message to the value).
func forOfSite(e syntax.Expr) string {
	switch e.(type) {
	case *syntax.ChainExpr, *syntax.LogicalExpr:
		return ""
	}
	return iterSite(e)
}

// arrayPatternSite is iterSite for the value of an array destructuring:
// V8 names it by its type when it is a property read.
func arrayPatternSite(e syntax.Expr) string {
	switch e.(type) {
	case *syntax.MemberExpr, *syntax.ChainExpr, *syntax.LogicalExpr:
		return ""
	}
	return iterSite(e)
}

// objectPatternSite is how V8 names the value of an object destructuring
// ("Cannot destructure property 'x' of 'site'").
func objectPatternSite(e syntax.Expr) string {
	if _, ok := e.(*syntax.ChainExpr); ok {
		return "(intermediate value)"
	}
	return describe(e)
}

func formatNumberLiteral(f float64) string {
	if f == math.Trunc(f) && math.Abs(f) < 1e21 {
		return strconv.FormatFloat(f, 'f', -1, 64)
	}
	return strconv.FormatFloat(f, 'g', -1, 64)
}

// yield compiles yield and yield*. In an async generator, yield awaits its
// operand, and a return request resumes it at a stub that awaits the value
// and returns.
func (c *compiler) yield(e *syntax.YieldExpr) {
	async := c.fc.f.IsAsync
	if !e.Delegate {
		if e.X != nil {
			c.expr(e.X)
		} else {
			c.op(OpUndef)
		}
		c.at(e)
		if !async {
			c.op(OpYield)
			return
		}
		c.op(OpAwait)
		y := c.emit(OpAsyncYield, 0, 0)
		j := c.emit(OpJump, 0, 0)
		c.fc.f.Code[y].B = int32(c.pc())
		c.returnValue()
		c.patch(j)
		return
	}
	c.yieldStar(e, async)
}

// yieldStar compiles yield* as a loop that forwards each next/throw/return
// to the inner iterator and yields its results; the loop ends with the
// inner iterator's return value (the expression's value), or returns from
// the generator after a return request.
func (c *compiler) yieldStar(e *syntax.YieldExpr, async bool) {
	fc := c.fc
	c.expr(e.X)
	c.at(e)
	asyncFlag := int32(0)
	if async {
		asyncFlag = 1
	}
	sIt, sNext, sRecv, sMode := c.newSlot(), c.newSlot(), c.newSlot(), c.newSlot()
	c.emit(OpGetIterObj, asyncFlag, 0)
	c.emit(OpStoreLocal, sNext, 0)
	c.emit(OpStoreLocal, sIt, 0)
	c.op(OpUndef)
	c.emit(OpStoreLocal, sRecv, 0)
	c.emit(OpInt, 0, 0)
	c.emit(OpStoreLocal, sMode, 0)
	top := c.pc()
	c.emit(OpLoadLocal, sIt, 0)
	c.emit(OpLoadLocal, sNext, 0)
	c.emit(OpLoadLocal, sRecv, 0)
	c.emit(OpLoadLocal, sMode, 0)
	call := c.emit(OpYieldStarCall, 0, 0)
	if async {
		c.op(OpAwait)
	}
	flags := int32(1)
	if !async {
		flags |= 2
	}
	res := c.emit(OpIterResult, 0, flags)
	if async {
		c.emit(OpAsyncYield, 1, 0)
	} else {
		c.emit(OpYield, 1, 0)
	}
	c.emit(OpStoreLocal, sMode, 0)
	c.emit(OpStoreLocal, sRecv, 0)
	c.emit(OpJump, int32(top), 0)
	// Done: the inner result's value is on the stack.
	c.patch(res)
	fc.depth++
	c.emit(OpLoadLocal, sMode, 0)
	c.emit(OpInt, 2, 0)
	c.op(OpStrictEq)
	end := c.emit(OpJumpIfFalse, 0, 0)
	fc.f.Code[call].B = int32(c.pc())
	c.returnValue()
	c.patch(end)
}

// returnValue returns the value on the stack from the function, as a
// return statement does (an async generator awaits it first).
func (c *compiler) returnValue() {
	if c.fc.f.IsAsync && c.fc.f.IsGenerator {
		c.op(OpAwait)
	}
	// Leaving for-of loops early closes their iterators.
	c.unwindLoops(nil, true, true)
	c.op(OpReturn)
}

// taggedTemplate compiles tag`a${x}b` as tag(strings, x) where strings is a
// frozen array of the cooked pieces with a raw property.
func (c *compiler) taggedTemplate(e *syntax.TaggedTemplate) {
	desc := c.strConst(describe(e.Tag))
	if m, ok := e.Tag.(*syntax.MemberExpr); ok && !m.Optional {
		if _, isSuper := m.Object.(*syntax.SuperExpr); isSuper {
			c.superGet(m)
			c.loadThis()
		} else {
			c.expr(m.Object)
			if pb, ok := c.elemKey(m, m, false); ok {
				c.emit(OpGetMethodElem, 0, pb)
			} else {
				c.emit(OpGetMethod, c.strConst(c.memberName(m)), 0)
			}
		}
	} else {
		c.expr(e.Tag)
		c.op(OpUndef)
	}
	// The strings array is made once per call site (then cached in the
	// site's program-level cell) and is the same object at every evaluation.
	q := e.Quasi
	site := c.r.templateSite[e]
	var cached int
	if site != nil {
		c.loadBinding(site, nil)
		cached = c.emit(OpJumpIfNotUndefined, 0, 0)
	}
	c.emit(OpNewArray, int32(len(q.Quasis)), 0)
	for _, el := range q.Quasis {
		if el.Cooked == nil {
			c.op(OpUndef)
		} else {
			c.pushString(*el.Cooked)
		}
		c.op(OpArrayPush)
	}
	c.emit(OpNewArray, int32(len(q.Quasis)), 0)
	for _, el := range q.Quasis {
		c.pushString(el.Raw)
		c.op(OpArrayPush)
	}
	c.op(OpTemplateObject)
	if site != nil {
		c.op(OpDup)
		c.storeBinding(site, true, e)
		c.patch(cached)
	}
	for _, x := range q.Exprs {
		c.expr(x)
	}
	c.at(e)
	c.emit(OpCall, int32(1+len(q.Exprs)), desc)
}

// descConst is the operand naming a value's source text in an error
// message: its constant index plus one, or 0 when there is none.
func (c *compiler) descConst(src string) int32 {
	if src == "" || c.selfHosted {
		// Library code's own names (its parameters) mean nothing to the
		// program: the message names the value instead.
		return 0
	}
	return c.strConst(src) + 1
}

// isAnonFn is 1 when e is an anonymous function or class definition (it
// takes its name from the property key it is assigned to), else 0.
func isAnonFn(e syntax.Expr) int32 {
	switch e := e.(type) {
	case *syntax.FunctionExpr:
		if e.Func.Name == nil {
			return 1
		}
	case *syntax.ClassExpr:
		if e.Class.Name == nil {
			return 1
		}
	}
	return 0
}

// memberTarget reports whether a pattern element stores into a property
// (o.x or o[k], possibly with a default), which the spec evaluates before
// the value it receives. super properties keep the simple path.
func memberTarget(el syntax.Pattern) bool {
	if ap, ok := el.(*syntax.AssignPattern); ok {
		el = ap.Target
	}
	if r, ok := el.(*syntax.RestElement); ok {
		el = r.Target
	}
	m, ok := el.(*syntax.MemberExpr)
	if !ok {
		return false
	}
	_, isSuper := m.Object.(*syntax.SuperExpr)
	return !isSuper
}

// bindElement binds one element of a pattern: value emits the code that
// pushes the element's value. A property target (o.x, o[k]) is evaluated
// first, then the value, then its default, then the store
// (IteratorDestructuringAssignmentEvaluation / KeyedDestructuringAssignmentEvaluation).
func (c *compiler) bindElement(el syntax.Pattern, init bool, value func()) {
	if !memberTarget(el) {
		value()
		c.pat = patSite{nested: true}
		c.bindPattern(el, init)
		return
	}
	target, def := el, syntax.Expr(nil)
	if ap, ok := el.(*syntax.AssignPattern); ok {
		target, def = ap.Target, ap.Default
	}
	if r, ok := target.(*syntax.RestElement); ok {
		target = r.Target
	}
	m := target.(*syntax.MemberExpr)
	c.expr(m.Object)
	pb, elem := c.elemKey(m, m, false)
	value()
	if def != nil {
		j := c.emit(OpJumpIfNotUndefined, 0, 0)
		c.expr(def)
		c.patch(j)
	}
	c.at(m)
	if elem {
		c.emit(OpSetElem, 0, pb)
	} else {
		c.emit(OpSetNamed, c.strConst(c.memberName(m)), 0)
	}
	c.op(OpPop)
}

// elemKey pushes the key of a computed or private member whose object is
// on the stack (a computed key converted by ToPropertyKey when convert, a
// base of null or undefined being a TypeError first). It returns the B
// operand of the element opcodes (1: a private name's key), and false for
// a named member (nothing pushed).
func (c *compiler) elemKey(m *syntax.MemberExpr, at syntax.Node, convert bool) (int32, bool) {
	if pn, ok := privateMember(m); ok {
		c.loadPrivateKey(pn.Name)
		return 1, true
	}
	if !m.Computed {
		return 0, false
	}
	c.expr(m.Property)
	if convert {
		c.at(at)
		c.emit(OpToPropertyKey, 0, 1)
	}
	return 0, true
}

// bindMemberProp binds one property of an object pattern whose target is a
// property (o.x or o[k]): the source key is evaluated, then the target
// reference, then the source property is read and stored. The source
// object is in slot src; keys are collected for a rest element.
func (c *compiler) bindMemberProp(prop *syntax.PatternProp, src int32, rest bool, keySlots *[]int32, keyNames *[]string, init bool) {
	name, named := "", false
	keySlot := int32(-1)
	if !prop.Computed {
		name, named = c.propName(prop.Key)
	}
	if !named {
		c.expr(prop.Key)
		c.op(OpToPropertyKey)
		keySlot = c.newSlot()
		c.emit(OpStoreLocal, keySlot, 0)
		if rest {
			*keySlots = append(*keySlots, keySlot)
		}
	} else {
		*keyNames = append(*keyNames, name)
	}
	c.bindElement(prop.Value, init, func() {
		c.emit(OpLoadLocal, src, 0)
		if named {
			c.emit(OpGetNamed, c.strConst(name), 0)
		} else {
			c.emit(OpLoadLocal, keySlot, 0)
			c.op(OpGetElem)
		}
	})
}

// arrayPatternCanThrow reports whether binding an array pattern's elements
// can throw (then an exception must close the iterator): declarations of
// plain names cannot; defaults, nested patterns and assignments can.
func arrayPatternCanThrow(p *syntax.ArrayPattern, init bool) bool {
	if !init {
		return true
	}
	for _, el := range p.Elements {
		if _, ok := el.(*syntax.Identifier); el != nil && !ok {
			return true
		}
	}
	if p.Rest != nil {
		if r, ok := p.Rest.(*syntax.RestElement); ok {
			return !isIdentifier(r.Target)
		}
		return !isIdentifier(p.Rest)
	}
	return false
}

func isIdentifier(p syntax.Pattern) bool {
	_, ok := p.(*syntax.Identifier)
	return ok
}
