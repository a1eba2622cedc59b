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
	if wtf8.Seam(a, b) {
		n := len(a) + len(b)
		m.charge(strHeader + n)
		m.workBytes(n)
		return wtf8.Concat(a, b), nil
	}
	return m.appendConcat(a, b), nil
}

// appendConcat is a+b for a and b not empty, of a length already checked,
// where no surrogate halves meet. The result is never b itself, so b may
// be a view of a temporary buffer.
func (m *Machine) appendConcat(a, b string) string {
	cb := &m.concat0
	if len(cb.buf) > 0 && len(a) == len(cb.buf) && unsafe.StringData(a) == &cb.buf[0] && len(cb.buf)+len(b) <= cap(cb.buf) {
		m.charge(len(b))
		cb.buf = append(cb.buf, b...)
		return unsafe.String(&cb.buf[0], len(cb.buf))
	}
	n := len(a) + len(b)
	m.charge(strHeader + n)
	m.workBytes(n) // a copy: in a loop, s = big + x copies a megabyte a step
	if n < 64 {
		// Short strings: a fresh buffer is cheaper than spare room.
		buf := make([]byte, n)
		copy(buf, a)
		copy(buf[len(a):], b)
		return unsafe.String(&buf[0], n)
	}
	// Spare room for appends, but never room a string may not grow into.
	// A quarter, not double: the room is waste in every result kept that
	// is not extended, and the memory account counts strings by length.
	buf := make([]byte, 0, min(n+n/4+64, max(n, maxStringLength)))
	buf = append(buf, a...)
	buf = append(buf, b...)
	cb.buf = buf
	return unsafe.String(&buf[0], len(buf))
}
