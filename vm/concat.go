package vm

import (
	"unsafe"

	"github.com/codemode-go/codemode/vm/internal/wtf8"
)

// String concatenation in a loop (s += piece) is quadratic with plain Go
// strings. The Machine keeps the buffer behind the last concatenation
// result with spare capacity; when the left operand is exactly that result
// the right one is appended in place. This is safe because no string ever
// covers bytes past the buffer's used length: earlier results are prefixes
// of it, and only this function extends it.
type concatBuf struct {
	buf []byte
}

// concatStrings returns a+b, or a RangeError when the result would exceed
// maxStringLength (checked before allocating).
func (m *Machine) concatStrings(a, b string) (string, error) {
	if b == "" {
		return a, nil
	}
	if a == "" {
		return b, nil
	}
	if err := m.checkConcatLen(a, b); err != nil {
		return "", err
	}
	// Where the halves of a surrogate pair meet, the result is a fresh
	// canonical string: appending in place would rewrite a's last bytes.
	seam := wtf8.Seam(a, b)
	cb := &m.concat0
	if !seam && len(cb.buf) > 0 && len(a) == len(cb.buf) && unsafe.StringData(a) == &cb.buf[0] && len(cb.buf)+len(b) <= cap(cb.buf) {
		m.charge(len(b))
		cb.buf = append(cb.buf, b...)
		return unsafe.String(&cb.buf[0], len(cb.buf)), nil
	}
	n := len(a) + len(b)
	m.charge(strHeader + n)
	m.workBytes(n) // a copy: in a loop, s = big + x copies a megabyte a step
	if seam {
		return wtf8.Concat(a, b), nil
	}
	if n < 64 {
		return a + b, nil // short strings: a fresh buffer is cheaper
	}
	// Spare room for appends, but never room a string may not grow into.
	// A quarter, not double: the room is waste in every result kept that
	// is not extended, and the memory account counts strings by length.
	buf := make([]byte, 0, min(n+n/4+64, max(n, maxStringLength)))
	buf = append(buf, a...)
	buf = append(buf, b...)
	cb.buf = buf
	return unsafe.String(&buf[0], len(buf)), nil
}
