package syntax

import (
	"sort"
	"unicode/utf8"
)

// Line tables for the stages of the TypeScript path (typescript.go), which
// move between byte offsets and the lines and UTF-16 columns that esbuild's
// errors and source maps speak in.

// lineTable indexes the lines of a text. Line terminators are JavaScript's:
// \n, \r, \r\n, U+2028 and U+2029 (esbuild counts lines the same way).
type lineTable struct {
	text   string
	starts []int // byte offset where each line starts
	ends   []int // byte offset of each line's terminator (or len(text))
	ascii  bool  // text is ASCII: a UTF-16 column is a byte distance
	// cols holds, for a text that is not ASCII, the UTF-16 column of every
	// byte offset (up to len(text)) in its line, so that columns cost the
	// same on a line of a megabyte as on a short one.
	cols []int32
}

func newLineTable(text string) *lineTable {
	t := &lineTable{text: text, starts: []int{0}, ascii: true}
	for i := 0; i < len(text); i++ {
		if text[i] >= utf8.RuneSelf {
			t.ascii = false
		}
		switch c := text[i]; {
		case c == '\n':
			t.ends = append(t.ends, i)
			t.starts = append(t.starts, i+1)
		case c == '\r':
			t.ends = append(t.ends, i)
			if i+1 < len(text) && text[i+1] == '\n' {
				i++
			}
			t.starts = append(t.starts, i+1)
		case c == 0xE2 && i+2 < len(text) && text[i+1] == 0x80 && (text[i+2] == 0xA8 || text[i+2] == 0xA9):
			t.ends = append(t.ends, i)
			i += 2
			t.starts = append(t.starts, i+1)
		}
	}
	t.ends = append(t.ends, len(text))
	if !t.ascii {
		t.cols = make([]int32, len(text)+1)
		for line, start := range t.starts {
			limit := len(text)
			if line+1 < len(t.starts) {
				limit = t.starts[line+1] - 1
			}
			col := int32(0)
			for i := start; i <= limit; i++ {
				t.cols[i] = col
				if i < len(text) {
					col += int32(utf16Units(text[i]))
				}
			}
		}
	}
	return t
}

// lineLimit is the last byte offset whose column cols holds for line.
func (t *lineTable) lineLimit(line int) int {
	if line+1 < len(t.starts) {
		return t.starts[line+1] - 1
	}
	return len(t.text)
}

func (t *lineTable) count() int { return len(t.starts) }

// lineEnd is the byte offset where line ends (its terminator, or the end).
func (t *lineTable) lineEnd(line int) int { return t.ends[line] }

// lineOf returns the 0-based line holding byte offset off.
func (t *lineTable) lineOf(off int) int {
	return sort.Search(len(t.starts), func(i int) bool { return t.starts[i] > off }) - 1
}

// utf16Col counts the UTF-16 code units from the start of line to off.
// Like the lexer, it counts by bytes: a byte that starts a 4-byte sequence
// is two units, any other byte that is not a continuation byte is one (so an
// invalid continuation byte counts zero, as in the lexer's positions).
func (t *lineTable) utf16Col(line, off int) int {
	if t.ascii {
		return max(0, min(off, len(t.text))-t.starts[line])
	}
	if off >= t.starts[line] && off <= t.lineLimit(line) {
		return int(t.cols[off])
	}
	col := 0
	for i := t.starts[line]; i < off && i < len(t.text); i++ {
		col += utf16Units(t.text[i])
	}
	return col
}

// utf16Units is the number of UTF-16 code units that UTF-8 byte b starts.
func utf16Units(b byte) int {
	switch {
	case b < 0x80:
		return 1
	case b < 0xC0:
		return 0 // continuation byte
	case b < 0xF0:
		return 1
	}
	return 2
}

// offsetAt returns the byte offset of UTF-16 column col on line, clamped to
// the line's end.
func (t *lineTable) offsetAt(line, col int) int {
	i, end := t.starts[line], t.ends[line]
	if t.ascii {
		return min(i+max(0, col), end)
	}
	// The first character (not a continuation byte) at or after col.
	i += sort.Search(end-i, func(k int) bool { return int(t.cols[i+k]) >= col })
	for i < end && utf16Units(t.text[i]) == 0 {
		i++
	}
	return i
}

// pos returns the full position of byte offset off.
func (t *lineTable) pos(off int) Pos {
	off = max(0, min(off, len(t.text)))
	line := t.lineOf(off)
	return Pos{Offset: int32(off), Line: int32(line + 1), Col: int32(t.utf16Col(line, off) + 1)}
}
