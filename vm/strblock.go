package vm

import "unsafe"

// String storage in blocks, for restores and for built-ins that make many
// strings at once (split, JSON.parse, Object.keys, regexp results).

// stringBoxes makes string Values many at a time. A Value holds a string
// in an interface, and converting a string to an interface allocates 16
// bytes for its header; a restore that makes a thousand short strings
// would make a thousand tiny allocations. stringBoxes keeps the headers in
// one slice instead and points each interface at its element.
//
// This relies on the runtime's layout of an empty interface (a type word,
// then a pointer to the data), which has not changed since Go 1.0;
// TestStringBoxes checks it. The headers are written once and never
// changed while an interface may point at them, as the runtime assumes
// for the data behind an interface (a restore's peeks reuse a block only
// once the values of the previous peek are dropped, see thaw.go). A
// block stays allocated while any string boxed in it is alive.
type stringBoxes struct {
	block []string
}

// eface is the runtime's layout of an interface{} value.
type eface struct {
	typ  unsafe.Pointer
	data unsafe.Pointer
}

// stringTypeWord is the type word of a string held in an interface.
var stringTypeWord = func() unsafe.Pointer {
	var a any = ""
	return (*eface)(unsafe.Pointer(&a)).typ
}()

// Blocks start small and double up to stringBoxBlock headers, so a few
// strings take a small block.
const (
	firstStringBoxBlock = 8
	stringBoxBlock      = 128
)

func (b *stringBoxes) value(s string) Value {
	if len(b.block) == cap(b.block) {
		b.block = make([]string, 0, min(max(2*cap(b.block), firstStringBoxBlock), stringBoxBlock))
	}
	b.block = append(b.block, s)
	return boxedString(&b.block[len(b.block)-1])
}

// boxedString is the Value of the string *p, pointing at p itself instead
// of a header of its own: *p must never change while the Value may be
// alive, and the slice p is in stays allocated as long as the Value.
func boxedString(p *string) Value {
	v := Value{kind: KString}
	*(*eface)(unsafe.Pointer(&v.ref)) = eface{typ: stringTypeWord, data: unsafe.Pointer(p)}
	return v
}

// boxedStrings are the Values of strs, boxed in strs' own headers
// (boxedString): strs must be a list the caller made and never writes
// again.
func boxedStrings(strs []string) []Value {
	vals := make([]Value, len(strs))
	for i := range strs {
		vals[i] = boxedString(&strs[i])
	}
	return vals
}
