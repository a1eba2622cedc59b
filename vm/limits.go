package vm

import (
	"slices"
	"unsafe"

	"github.com/codemode-go/codemode/vm/internal/wtf8"
)

// Size limits. A program must never be able to make the host process run
// out of memory (Go cannot recover from that), so every operation that can
// grow a string or an array checks its result size before allocating and
// throws a catchable RangeError instead.

// maxStringLength is the longest string, in UTF-16 code units, that a
// program may build: V8's limit on 64-bit hosts (node 20), 2^29 - 24.
// Exceeding it throws "RangeError: Invalid string length", as in node.
const maxStringLength = 1<<29 - 24

// maxArrayLength is the most elements an array may hold. JavaScript allows
// 2^32 - 1, but arrays here are dense slices (tens of bytes per element),
// so the cap is much lower on purpose, 2^24. Exceeding it throws
// "RangeError: Invalid array length" (node's message for a bad length).
const maxArrayLength = 1 << 24

// errStringLength is the error thrown when a string would grow past
// maxStringLength.
func (m *Machine) errStringLength() error {
	return m.rangeError("Invalid string length")
}

// errArrayLength is the error thrown when an array would grow past
// maxArrayLength.
func (m *Machine) errArrayLength() error {
	return m.rangeError("Invalid array length")
}

// checkConcatLen throws when a+b would exceed maxStringLength. A string
// never has more UTF-16 code units than WTF-8 bytes, so byte sizes up to the
// limit need no decoding; above it the exact lengths decide.
func (m *Machine) checkConcatLen(a, b string) error {
	if len(a)+len(b) <= maxStringLength {
		return nil
	}
	if wtf8.UTF16Len(a)+wtf8.UTF16Len(b) > maxStringLength {
		return m.errStringLength()
	}
	return nil
}

// checkStringLen throws when n code units (or an upper bound on them) exceed
// maxStringLength.
func (m *Machine) checkStringLen(n int) error {
	if n < 0 || n > maxStringLength {
		return m.errStringLength()
	}
	return nil
}

// checkArrayLen throws when an array of n elements would exceed
// maxArrayLength.
func (m *Machine) checkArrayLen(n int) error {
	if n < 0 || n > maxArrayLength {
		return m.errArrayLength()
	}
	return nil
}

// strBuf builds a string piece by piece like strings.Builder but refuses
// to grow past maxStringLength: a write that would is dropped and marks the
// buffer tooLong (sticky), which the caller turns into errStringLength.
// With m set, its growth is charged to the memory account in steps of
// strBufChargeStep bytes, the part built so far counting as live, and as
// work (work.go). The string it builds is canonical WTF-8: a piece that
// starts with a low surrogate after a high one joins it into one code point.
type strBuf struct {
	b       []byte
	units   int // UTF-16 length written so far
	tooLong bool
	shared  bool // String gave out b's bytes: copy before rewriting them
	m       *Machine
	charged int // bytes charged to m so far
}

const strBufChargeStep = 64 << 10

func (sb *strBuf) WriteString(s string) (int, error) {
	if sb.tooLong {
		return 0, nil
	}
	n := wtf8.UTF16Len(s)
	if sb.units+n > maxStringLength {
		sb.tooLong = true
		return 0, nil
	}
	sb.units += n
	if grow := len(sb.b) + len(s) - sb.charged; grow >= strBufChargeStep && sb.m != nil {
		sb.m.chargeBuilding(grow, sb.charged)
		sb.m.workBytes(grow)
		sb.charged += grow
	}
	if sb.shared && len(sb.b) >= 3 && wtf8.Seam(string(sb.b[len(sb.b)-3:]), s) {
		sb.b, sb.shared = slices.Clone(sb.b), false
	}
	sb.b = wtf8.AppendCanonical(sb.b, s)
	return len(s), nil
}

func (sb *strBuf) WriteByte(c byte) error {
	// Bytes of a multi-byte sequence count with its first byte: one code
	// unit, or two for a 4-byte (supplementary) sequence.
	switch {
	case c < 0x80 || (c >= 0xC0 && c < 0xF0):
		sb.units++
	case c >= 0xF0:
		sb.units += 2
	}
	if sb.tooLong || sb.units > maxStringLength {
		sb.tooLong = true
		return nil
	}
	if grow := len(sb.b) + 1 - sb.charged; grow >= strBufChargeStep && sb.m != nil {
		sb.m.chargeBuilding(grow, sb.charged)
		sb.m.workBytes(grow)
		sb.charged += grow
	}
	sb.b = append(sb.b, c)
	return nil
}

func (sb *strBuf) Len() int { return len(sb.b) }

// presize gives the buffer room for n bytes up front, when n is at most
// maxPresize: a result built by appends then needs no copies as it grows.
// Only the capacity is set; the charges follow the bytes written.
func (sb *strBuf) presize(n int) {
	if n <= maxPresize && cap(sb.b)-len(sb.b) < n {
		sb.b = slices.Grow(sb.b, n)
	}
}

// maxPresize bounds the buffer a built-in allocates before it writes, and
// so before the memory account is charged for it (a larger result grows
// as the charges allow).
const maxPresize = 1 << 20

// String returns the bytes built so far without copying them; later
// writes only append, or copy first (shared).
func (sb *strBuf) String() string {
	if len(sb.b) == 0 {
		return ""
	}
	sb.shared = true
	return unsafe.String(unsafe.SliceData(sb.b), len(sb.b))
}

// result returns the built string, or errStringLength if a write was
// refused.
func (sb *strBuf) result(m *Machine) (Value, error) {
	if sb.tooLong {
		return undefined, m.errStringLength()
	}
	return str(sb.String()), nil
}
