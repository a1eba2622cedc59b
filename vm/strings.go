package vm

import (
	"unsafe"

	"github.com/codemode-go/codemode/vm/internal/wtf8"
)

// strCache remembers facts about the last string indexed, so that loops
// like `for (i = 0; i < s.length; i++) s[i]` do not rescan (or re-decode)
// the whole string at every step.
type strCache struct {
	ptr   *byte
	n     int
	ascii bool
	u16   []uint16 // code units of a non-ASCII string
}

func (m *Machine) strInfo(s string) *strCache {
	c := &m.strc
	if len(s) == 0 {
		return &strCache{ascii: true}
	}
	if p := unsafe.StringData(s); p != c.ptr || len(s) != c.n {
		c.ptr, c.n, c.ascii, c.u16 = p, len(s), wtf8.IsASCII(s), nil
		m.workBytes(len(s))
		if !c.ascii {
			c.u16 = wtf8.ToUTF16(s)
		}
	}
	return c
}

// strLen is the UTF-16 length of s.
func (m *Machine) strLen(s string) int {
	if len(s) < 32 {
		return wtf8.UTF16Len(s)
	}
	c := m.strInfo(s)
	if c.ascii {
		return len(s)
	}
	return len(c.u16)
}

// strUnit returns the code unit at i as a string ("" when out of range).
func (m *Machine) strUnit(s string, i int) (string, bool) {
	if len(s) < 32 {
		if i < 0 || i >= wtf8.UTF16Len(s) {
			return "", false
		}
		return wtf8.CharAt(s, i), true
	}
	c := m.strInfo(s)
	if c.ascii {
		if i < 0 || i >= len(s) {
			return "", false
		}
		return s[i : i+1], true
	}
	if i < 0 || i >= len(c.u16) {
		return "", false
	}
	return wtf8.FromUTF16(c.u16[i : i+1]), true
}

// strCodeUnit returns the code unit at i.
func (m *Machine) strCodeUnit(s string, i int) (uint16, bool) {
	if len(s) < 32 {
		return wtf8.CodeUnitAt(s, i)
	}
	c := m.strInfo(s)
	if c.ascii {
		if i < 0 || i >= len(s) {
			return 0, false
		}
		return uint16(s[i]), true
	}
	if i < 0 || i >= len(c.u16) {
		return 0, false
	}
	return c.u16[i], true
}
