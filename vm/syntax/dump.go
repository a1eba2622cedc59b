package syntax

import (
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"sync/atomic"
)

// Dump renders a syntax tree as a compact, deterministic S-expression without
// positions, for golden tests and conformance comparisons:
//
//	(ExprStmt X=(BinaryExpr Op=+ X=(Identifier Name="a") Y=(NumberLit Value=1 Raw="1")))
//
// Fields holding zero values (false, nil, empty strings and lists) are
// omitted, except the values of literals.
func Dump(n Node) string {
	var b strings.Builder
	dumpValue(&b, reflect.ValueOf(n), false, 0)
	return b.String()
}

// DumpPos is Dump with every node's span written as @line:col-endOffset.
func DumpPos(n Node) string {
	var b strings.Builder
	dumpValue(&b, reflect.ValueOf(n), true, 0)
	return b.String()
}

// sameTree reports whether Dump(a) == Dump(b), without rendering: it
// compares the trees field by field, in the same terms (positions,
// Program.Source and unexported fields do not count; below Dump's depth
// limit nothing does). A set interrupt stops it with false.
func sameTree(a, b Node, interrupt *atomic.Bool) bool {
	c := treeComparer{interrupt: interrupt}
	return c.equal(reflect.ValueOf(a), reflect.ValueOf(b), 0) && !c.stopped
}

type treeComparer struct {
	interrupt *atomic.Bool
	visited   int
	stopped   bool
}

func (c *treeComparer) equal(x, y reflect.Value, depth int) bool {
	if depth > 4*maxDepth {
		return true
	}
	if c.visited++; c.visited%pollEvery == 0 && c.interrupt != nil && c.interrupt.Load() {
		c.stopped = true
	}
	if c.stopped {
		return false
	}
	if x.Kind() != y.Kind() {
		return false
	}
	switch x.Kind() {
	case reflect.Interface, reflect.Pointer:
		if x.IsNil() || y.IsNil() {
			return x.IsNil() == y.IsNil()
		}
		if x.Elem().Type() != y.Elem().Type() {
			return false
		}
		return c.equal(x.Elem(), y.Elem(), depth+1)
	case reflect.Struct:
		t := x.Type()
		for i := 0; i < t.NumField(); i++ {
			f := t.Field(i)
			if f.Type == dumpSpanType || f.Type == dumpPosType || !f.IsExported() || t.Name() == "Program" && f.Name == "Source" {
				continue
			}
			if !c.equal(x.Field(i), y.Field(i), depth+1) {
				return false
			}
		}
		return true
	case reflect.Slice:
		if x.Len() != y.Len() {
			return false
		}
		for i := 0; i < x.Len(); i++ {
			if !c.equal(x.Index(i), y.Index(i), depth+1) {
				return false
			}
		}
		return true
	case reflect.Float64:
		fx, fy := x.Float(), y.Float()
		return fx == fy || fx != fx && fy != fy // Dump prints every NaN alike
	}
	return x.Equal(y)
}

var (
	dumpSpanType = reflect.TypeOf(Span{})
	dumpPosType  = reflect.TypeOf(Pos{}) // a position outside a span (Function.TextStart): never dumped
	dumpOpType   = reflect.TypeOf(Op(0))
)

// alwaysShown lists fields printed even when empty (literal values).
func alwaysShown(typ, field string) bool {
	switch typ + "." + field {
	case "StringLit.Value", "TemplateElement.Raw", "TemplateElement.Cooked", "NumberLit.Raw",
		"BigIntLit.Digits", "NumberLit.Value", "RegExpLit.Pattern", "BoolLit.Value", "Program.LastExpr":
		return true
	}
	return false
}

func dumpValue(b *strings.Builder, v reflect.Value, pos bool, depth int) {
	if depth > 4*maxDepth {
		b.WriteString("...")
		return
	}
	switch v.Kind() {
	case reflect.Interface:
		if v.IsNil() {
			b.WriteString("nil")
			return
		}
		dumpValue(b, v.Elem(), pos, depth+1)
		return
	case reflect.Pointer:
		if v.IsNil() {
			b.WriteString("nil")
			return
		}
		if v.Elem().Kind() == reflect.String {
			b.WriteString(strconv.Quote(v.Elem().String()))
			return
		}
		dumpValue(b, v.Elem(), pos, depth+1)
		return
	case reflect.Struct:
		t := v.Type()
		b.WriteByte('(')
		b.WriteString(t.Name())
		for i := 0; i < t.NumField(); i++ {
			f := t.Field(i)
			fv := v.Field(i)
			if f.Type == dumpSpanType {
				if pos {
					s := fv.Interface().(Span)
					fmt.Fprintf(b, " @%d:%d-%d", s.Start.Line, s.Start.Col, s.End)
				}
				continue
			}
			if (t.Name() == "Program" && f.Name == "Source") || !f.IsExported() || f.Type == dumpPosType {
				continue
			}
			if fv.IsZero() && !alwaysShown(t.Name(), f.Name) {
				continue
			}
			b.WriteByte(' ')
			b.WriteString(f.Name)
			b.WriteByte('=')
			dumpValue(b, fv, pos, depth+1)
		}
		b.WriteByte(')')
	case reflect.Slice:
		b.WriteByte('[')
		for i := 0; i < v.Len(); i++ {
			if i > 0 {
				b.WriteByte(' ')
			}
			dumpValue(b, v.Index(i), pos, depth+1)
		}
		b.WriteByte(']')
	case reflect.String:
		b.WriteString(strconv.Quote(v.String()))
	case reflect.Bool:
		b.WriteString(strconv.FormatBool(v.Bool()))
	case reflect.Float64:
		b.WriteString(strconv.FormatFloat(v.Float(), 'g', -1, 64))
	case reflect.Uint8:
		if s, ok := v.Interface().(fmt.Stringer); ok {
			b.WriteString(s.String())
		} else {
			b.WriteString(strconv.FormatUint(v.Uint(), 10))
		}
	default:
		if s, ok := v.Interface().(fmt.Stringer); ok && v.Type() != dumpOpType {
			b.WriteString(s.String())
			return
		}
		if v.Type() == dumpOpType {
			b.WriteString(v.Interface().(Op).String())
			return
		}
		fmt.Fprint(b, v.Interface())
	}
}

func (k PropKind) String() string {
	switch k {
	case PropGet:
		return "get"
	case PropSet:
		return "set"
	case PropSpread:
		return "spread"
	}
	return "init"
}

func (k ClassMemberKind) String() string {
	switch k {
	case MemberGetter:
		return "getter"
	case MemberSetter:
		return "setter"
	case MemberField:
		return "field"
	case MemberStaticBlock:
		return "static-block"
	case MemberConstructor:
		return "constructor"
	}
	return "method"
}
