package vm

import (
	"math"
	"math/bits"
	"slices"

	"github.com/codemode-go/codemode/vm/compile"
	"github.com/codemode-go/codemode/vm/internal/wtf8"
)

// Array.prototype.sort sorts in Go, without calling the comparator, when
// the comparator is one of the shapes model-written code uses to order
// records and its result provably depends only on values read without
// effects: a difference of numbers read from both elements (a - b,
// b.score - a.score), a string comparison (a.name.localeCompare(b.name)),
// or such terms joined by || (a.v - b.v || a.i - b.i). Such a comparator
// is consistent (a total preorder) and its calls cannot be observed, so
// every stable sort gives the order V8's TimSort gives. Any other
// comparator, receiver or element runs the self-hosted TimSort (lib.js),
// which makes V8's comparisons in V8's order.

// compareTerm is one term of a recognized comparator: the values at path
// (property names read in turn, none for the element itself) of both
// elements, subtracted or compared as strings.
type compareTerm struct {
	path   []string
	desc   bool // the second element's value comes first (b - a)
	locale bool // String.prototype.localeCompare with no locales or options
}

// maxSortPath bounds the property chain a term may read (a.b.c.d).
const maxSortPath = 4

// arraySort is Array.prototype.sort.
func arraySort(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	if done, err := m.sortInGo(this, arg(args, 0)); done || err != nil {
		return this, err
	}
	return m.tailCall(m.libFunction("Array_sort"), this, append([]Value(nil), args...), retPush, nil)
}

// sortInGo sorts this when it can without running JavaScript, and reports
// whether it did.
func (m *Machine) sortInGo(this, cmp Value) (bool, error) {
	o := this.asObject()
	if o == nil || o.class != ClassArray || o.sealed != 0 || !m.fastElements(o) {
		return false, nil
	}
	for _, v := range o.arr {
		if v.kind == KEmpty || v.kind == KUndefined {
			return false, nil // holes and undefined go last, uncompared: the library does that
		}
	}
	if cmp.isUndefined() {
		for _, v := range o.arr {
			if v.kind != KString && v.kind != KNumber {
				return false, nil // ToString of anything else may run code
			}
		}
		sorted, err := m.sortDefault(o.arr)
		if err != nil {
			return true, err
		}
		copy(o.arr, sorted)
		return true, nil
	}
	terms := m.pureComparator(cmp)
	if terms == nil {
		return false, nil
	}
	n, nt := len(o.arr), len(terms)
	var nums []float64
	var strs []string
	for _, term := range terms {
		if term.locale && strs == nil {
			strs = make([]string, n*nt)
		} else if !term.locale && nums == nil {
			nums = make([]float64, n*nt)
		}
	}
	for i, v := range o.arr {
		for t, term := range terms {
			k, ok := m.sortKey(v, term.path)
			switch {
			case !ok:
				return false, nil
			case term.locale && k.kind == KString:
				strs[i*nt+t] = k.asString()
			case !term.locale && k.kind == KNumber && !math.IsNaN(k.num):
				nums[i*nt+t] = k.num
			default:
				return false, nil
			}
		}
	}
	m.work(n * nt * (bits.Len(uint(n)) + 1)) // about the comparator's calls
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(x, y int) int {
		for t, term := range terms {
			a, b := x*nt+t, y*nt+t
			if term.desc {
				a, b = b, a
			}
			var c int
			if term.locale {
				c = m.compare(collatorOpts{}, strs[a], strs[b])
			} else if d := nums[a] - nums[b]; d > 0 {
				c = 1
			} else if d < 0 {
				c = -1
			}
			if c != 0 {
				return c
			}
		}
		return 0
	})
	vals := make([]Value, n)
	for i, j := range order {
		vals[i] = o.arr[j]
	}
	copy(o.arr, vals)
	return true, nil
}

// sortDefault is the order of sort() without a comparator: by the
// elements' strings, in UTF-16 code unit order, stable.
func (m *Machine) sortDefault(vals []Value) ([]Value, error) {
	type item struct {
		s string
		v Value
	}
	items := make([]item, len(vals))
	m.work(len(vals))
	for i, v := range vals {
		s, err := m.toString(v)
		if err != nil {
			return nil, err
		}
		items[i] = item{s, v}
	}
	slices.SortStableFunc(items, func(a, b item) int {
		m.work(1) // a million elements take tens of millions of comparisons
		return wtf8.Compare(a.s, b.s)
	})
	out := make([]Value, len(items))
	for i, it := range items {
		out[i] = it.v
	}
	return out, nil
}

// sortKey reads the values at path from v through data properties only
// (own or inherited); false when a step is not a plain object's data
// property.
func (m *Machine) sortKey(v Value, path []string) (Value, bool) {
	for _, key := range path {
		o := v.asObject()
		if o == nil {
			return undefined, false
		}
		found := false
		for p := o; p != nil && !found; p = p.proto {
			if _, ok := p.internal.(*toolNS); ok {
				return undefined, false
			}
			w, acc, ok := m.getOwn(p, key)
			if ok && acc != nil {
				return undefined, false
			}
			v, found = w, ok
		}
		if !found {
			return undefined, false
		}
	}
	return v, true
}

// pureComparator recognizes cmp's code as terms joined by ||, or returns
// nil.
func (m *Machine) pureComparator(cmp Value) []compareTerm {
	f := cmp.asObject()
	if f == nil || f.class != ClassFunction {
		return nil
	}
	fc := f.fn.code
	if fc.NumParams != 2 || fc.Rest >= 0 || fc.UsesArguments || fc.IsAsync || fc.IsGenerator || fc.IsClassConstructor {
		return nil
	}
	code, consts := fc.Code, fc.Consts
	end := -1 // the Return every || jumps to
	var terms []compareTerm
	for pos := 0; ; {
		term, next, ok := m.compareTermAt(code, consts, pos)
		if !ok || next >= len(code) {
			return nil
		}
		terms = append(terms, term)
		switch in := code[next]; in.Op {
		case compile.OpReturn:
			if end >= 0 && next != end {
				return nil
			}
			return terms
		case compile.OpJumpIfTrueKeep:
			t := int(in.A)
			if t < 0 || t >= len(code) || code[t].Op != compile.OpReturn || end >= 0 && t != end {
				return nil
			}
			end, pos = t, next+1
		default:
			return nil
		}
	}
}

// compareTermAt reads a term at pos: key(a) key(b) Sub, or key(a)
// GetMethod localeCompare key(b) Call 1, with a and b the two parameters
// in either order and the same path.
func (m *Machine) compareTermAt(code []compile.Instr, consts []any, pos int) (compareTerm, int, bool) {
	first, pathA, pos, ok := sortKeyAt(code, consts, pos)
	if !ok || pos >= len(code) {
		return compareTerm{}, 0, false
	}
	locale := false
	if in := code[pos]; in.Op == compile.OpGetMethod {
		if name, _ := constString(consts, in.A); name != "localeCompare" || !m.localeCompareIsBuiltin() {
			return compareTerm{}, 0, false
		}
		locale, pos = true, pos+1
	}
	second, pathB, pos, ok := sortKeyAt(code, consts, pos)
	if !ok || first == second || !slices.Equal(pathA, pathB) || pos >= len(code) {
		return compareTerm{}, 0, false
	}
	if in := code[pos]; locale && (in.Op != compile.OpCall || in.A != 1) || !locale && in.Op != compile.OpSub {
		return compareTerm{}, 0, false
	}
	return compareTerm{path: pathA, desc: first == 1, locale: locale}, pos + 1, true
}

// sortKeyAt reads LoadLocal p (a parameter) and the GetNamed steps after
// it.
func sortKeyAt(code []compile.Instr, consts []any, pos int) (param int32, path []string, next int, ok bool) {
	if pos >= len(code) || code[pos].Op != compile.OpLoadLocal || code[pos].A > 1 {
		return 0, nil, 0, false
	}
	param = code[pos].A
	for pos++; pos < len(code) && (code[pos].Op == compile.OpGetNamed || code[pos].Op == compile.OpGetNamedChain); pos++ {
		key, ok := constString(consts, code[pos].A)
		if !ok || isPrivateKey(key) || len(path) == maxSortPath {
			return 0, nil, 0, false
		}
		path = append(path, key)
	}
	return param, path, pos, true
}

func constString(consts []any, i int32) (string, bool) {
	if i < 0 || int(i) >= len(consts) {
		return "", false
	}
	s, ok := consts[i].(string)
	return s, ok
}

// localeCompareIsBuiltin reports whether strings' localeCompare is
// String.prototype's own built-in, as a string's method lookup finds it.
func (m *Machine) localeCompareIsBuiltin() bool {
	v, acc, ok := m.getOwn(m.proto(protoString), "localeCompare")
	return ok && acc == nil && m.isBuiltin(v.asObject(), "String.prototype.localeCompare")
}
