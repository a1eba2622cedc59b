package wtf8

import (
	"encoding/binary"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
	"unsafe"
)

// Strings are Go strings holding WTF-8 (UTF-8 that may encode lone
// surrogates as 3-byte sequences, as the parser produces). JavaScript sees
// UTF-16 code units: ASCII strings take the fast byte paths; others are
// decoded where length or indexing needs code units.

func IsASCII(s string) bool {
	// Eight bytes at a time (one load, where the machine allows it): a
	// byte of 0x80 or more has its top bit set. The bytes are only read.
	b := unsafe.Slice(unsafe.StringData(s), len(s))
	i := 0
	for ; i+8 <= len(b); i += 8 {
		if binary.LittleEndian.Uint64(b[i:])&0x8080808080808080 != 0 {
			return false
		}
	}
	for ; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// Decode decodes one code point, accepting encoded surrogates.
func Decode(s string) (rune, int) {
	r, n := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError && n == 1 && len(s) >= 3 && s[0] == 0xED && s[1] >= 0xA0 && s[1] <= 0xBF && s[2]&0xC0 == 0x80 {
		return rune(s[0]&0x0F)<<12 | rune(s[1]&0x3F)<<6 | rune(s[2]&0x3F), 3
	}
	return r, n
}

func UTF16Len(s string) int {
	if IsASCII(s) {
		return len(s)
	}
	n := 0
	for i := 0; i < len(s); {
		r, size := Decode(s[i:])
		i += size
		if r >= 0x10000 {
			n += 2
		} else {
			n++
		}
	}
	return n
}

// ToUTF16 returns the code units of s.
func ToUTF16(s string) []uint16 {
	out := make([]uint16, 0, len(s))
	for i := 0; i < len(s); {
		r, size := Decode(s[i:])
		i += size
		if r >= 0x10000 {
			r1, r2 := utf16.EncodeRune(r)
			out = append(out, uint16(r1), uint16(r2))
		} else {
			out = append(out, uint16(r))
		}
	}
	return out
}

// FromUTF16 encodes code units as WTF-8 (lone surrogates kept).
func FromUTF16(u []uint16) string {
	buf := make([]byte, 0, len(u))
	for i := 0; i < len(u); i++ {
		c := rune(u[i])
		if c >= 0xD800 && c < 0xDC00 && i+1 < len(u) && u[i+1] >= 0xDC00 && u[i+1] < 0xE000 {
			c = utf16.DecodeRune(c, rune(u[i+1]))
			i++
		}
		buf = Append(buf, c)
	}
	return string(buf)
}

func Append(buf []byte, c rune) []byte {
	if c >= 0xD800 && c < 0xE000 {
		return append(buf, 0xED, byte(0x80|(c>>6)&0x3F), byte(0x80|c&0x3F))
	}
	return utf8.AppendRune(buf, c)
}

// CharAt returns the code unit at UTF-16 index i as a string.
func CharAt(s string, i int) string {
	if IsASCII(s) {
		return s[i : i+1]
	}
	u := ToUTF16(s)
	return FromUTF16(u[i : i+1])
}

func CodeUnitAt(s string, i int) (uint16, bool) {
	if IsASCII(s) {
		if i < 0 || i >= len(s) {
			return 0, false
		}
		return uint16(s[i]), true
	}
	u := ToUTF16(s)
	if i < 0 || i >= len(u) {
		return 0, false
	}
	return u[i], true
}

// Substring returns code units [from, to) of s.
func Substring(s string, from, to int) string {
	if IsASCII(s) {
		return s[from:to]
	}
	u := ToUTF16(s)
	return FromUTF16(u[from:to])
}

// Compare compares by UTF-16 code units like JavaScript's < on strings.
func Compare(a, b string) int {
	if IsASCII(a) && IsASCII(b) {
		switch {
		case a < b:
			return -1
		case a > b:
			return 1
		}
		return 0
	}
	ua, ub := ToUTF16(a), ToUTF16(b)
	for i := 0; i < len(ua) && i < len(ub); i++ {
		if ua[i] != ub[i] {
			if ua[i] < ub[i] {
				return -1
			}
			return 1
		}
	}
	switch {
	case len(ua) < len(ub):
		return -1
	case len(ua) > len(ub):
		return 1
	}
	return 0
}

// Index finds sub in s at or after code unit from; -1 when absent.
func Index(s, sub string, from int) int {
	if IsASCII(s) && IsASCII(sub) {
		if from > len(s) {
			if sub == "" {
				return len(s)
			}
			return -1
		}
		if from < 0 {
			from = 0
		}
		for i := from; i+len(sub) <= len(s); i++ {
			if s[i:i+len(sub)] == sub {
				return i
			}
		}
		return -1
	}
	us, ub := ToUTF16(s), ToUTF16(sub)
	if from < 0 {
		from = 0
	}
	for i := from; i+len(ub) <= len(us); i++ {
		match := true
		for j := range ub {
			if us[i+j] != ub[j] {
				match = false
				break
			}
		}
		if match {
			return i
		}
	}
	if len(ub) == 0 && from >= len(us) {
		return len(us)
	}
	return -1
}

func LastIndex(s, sub string, from int) int {
	us, ub := ToUTF16(s), ToUTF16(sub)
	start := len(us) - len(ub)
	if from < start {
		start = from
	}
	for i := start; i >= 0; i-- {
		match := true
		for j := range ub {
			if us[i+j] != ub[j] {
				match = false
				break
			}
		}
		if match {
			return i
		}
	}
	return -1
}

// ToUTF8 turns a WTF-8 string into well-formed UTF-8 for the world outside
// the Machine (log lines): a surrogate pair stored as two 3-byte halves
// becomes its code point, and a lone surrogate becomes U+FFFD, as node does
// when it writes a string to a stream.
func ToUTF8(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); {
		r, n := Decode(s[i:])
		switch {
		case r >= 0xD800 && r < 0xDC00 && n == 3:
			if i+6 > len(s) {
				b.WriteRune(utf8.RuneError)
				break
			}
			if lo, m := Decode(s[i+3:]); m == 3 && lo >= 0xDC00 && lo < 0xE000 {
				b.WriteRune(0x10000 + (r-0xD800)<<10 + (lo - 0xDC00))
				i += 6
				continue
			}
			b.WriteRune(utf8.RuneError)
		case r >= 0xDC00 && r < 0xE000 && n == 3:
			b.WriteRune(utf8.RuneError)
		default:
			b.WriteRune(r) // invalid bytes decode as RuneError too
		}
		i += n
	}
	return b.String()
}

// Strings are kept canonical: a surrogate pair is always its 4-byte code
// point, never two 3-byte halves, so that equal code units are equal
// bytes. Joining two strings can break that where the first ends with a
// lone high surrogate and the second starts with a lone low one; Seam
// reports that case and Concat joins the halves.

// Seam reports whether a ends with a lone high surrogate (ED A0–AF xx)
// and b starts with a lone low surrogate (ED B0–BF xx).
func Seam(a, b string) bool {
	return len(a) >= 3 && len(b) >= 3 && a[len(a)-3] == 0xED && a[len(a)-2] >= 0xA0 && a[len(a)-2] <= 0xAF &&
		b[0] == 0xED && b[1] >= 0xB0 && b[1] <= 0xBF
}

// Concat returns a+b in canonical form.
func Concat(a, b string) string {
	if !Seam(a, b) {
		return a + b
	}
	buf := make([]byte, 0, len(a)+len(b)-2)
	buf = append(buf, a[:len(a)-3]...)
	buf = utf8.AppendRune(buf, joinHalves(a[len(a)-3:], b[:3]))
	return string(append(buf, b[3:]...))
}

// joinHalves is the code point of a high and a low surrogate, each given
// as its 3-byte sequence.
func joinHalves(hi, lo string) rune {
	h, _ := Decode(hi)
	l, _ := Decode(lo)
	return 0x10000 + (h-0xD800)<<10 + (l - 0xDC00)
}

// AppendCanonical appends s to buf (whose bytes are a canonical string)
// and keeps the result canonical.
func AppendCanonical(buf []byte, s string) []byte {
	if n := len(buf); n >= 3 && Seam(string(buf[n-3:]), s) {
		c := joinHalves(string(buf[n-3:]), s[:3])
		return append(utf8.AppendRune(buf[:n-3], c), s[3:]...)
	}
	return append(buf, s...)
}
