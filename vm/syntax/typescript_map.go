package syntax

import (
	"encoding/json"
	"sort"
	"strings"
	"sync/atomic"
	"unicode/utf8"
)

// Stage 5 of the TypeScript path (typescript.go): mapPositions reads the
// source map of esbuild's output into a sourceMapper, which maps positions
// in the JavaScript esbuild printed to positions in the original source; the
// next stage (typescript_reparse.go) maps every span of the tree through it.
// The source map is version 3: "mappings" is a list of generated lines
// separated by ';', each a list of segments separated by ',', each segment
// base64-VLQ numbers relative to the previous segment. Lines and columns are
// 0-based; columns count UTF-16 code units, like Pos.Col.

// mapPositions returns the mapper of the positions of out.code to src.
func mapPositions(src string, orig *lineTable, out esbuildOutput, interrupt *atomic.Bool) (*sourceMapper, error) {
	segs, ok := decodeSourceMap(out.sourceMap)
	if !ok {
		return nil, &Error{Pos: Pos{Line: 1, Col: 1}, Msg: "TypeScript could not be translated: esbuild's source map is malformed"}
	}
	m := newSourceMapper(src, orig, out.code, segs, out.genLineShift, out.srcLineShift, interrupt)
	if interrupt != nil && interrupt.Load() {
		return nil, errInterrupted()
	}
	return m, nil
}

// mapSegment is one mapped segment of a generated line.
type mapSegment struct {
	genCol  int32 // UTF-16 column in the generated line
	srcLine int32 // 0-based line in the original
	srcCol  int32 // UTF-16 column in the original line
	// copied marks the segment esbuild puts at the start of a line that has
	// no mapping of its own there: a copy of the previous mapping.
	copied bool
}

// decodeSourceMap returns the mapped segments of each generated line, in
// column order. Segments that map to nothing are dropped.
func decodeSourceMap(mapJSON []byte) ([][]mapSegment, bool) {
	var sm struct {
		Mappings string `json:"mappings"`
	}
	if err := json.Unmarshal(mapJSON, &sm); err != nil {
		return nil, false
	}
	var lines [][]mapSegment
	var cur []mapSegment
	// esbuild's maps have one source; the source index and the name index
	// (fields 2 and 5) are not needed.
	var genCol, srcLine, srcCol int32
	s := sm.Mappings
	for i := 0; i <= len(s); {
		if i == len(s) || s[i] == ';' {
			lines = append(lines, cur)
			cur, genCol = nil, 0
			i++
			continue
		}
		if s[i] == ',' {
			i++
			continue
		}
		var fields [5]int32
		n := 0
		for i < len(s) && s[i] != ',' && s[i] != ';' {
			v, next, ok := decodeVLQ(s, i)
			if !ok || n == len(fields) {
				return nil, false
			}
			fields[n], i = v, next
			n++
		}
		genCol += fields[0]
		if n < 4 {
			continue
		}
		srcLine += fields[2]
		srcCol += fields[3]
		copied := genCol == 0 && len(cur) == 0 && len(lines) > 0 && fields[1] == 0 && fields[2] == 0 && fields[3] == 0
		cur = append(cur, mapSegment{genCol: genCol, srcLine: srcLine, srcCol: srcCol, copied: copied})
	}
	for _, l := range lines {
		sort.SliceStable(l, func(a, b int) bool { return l[a].genCol < l[b].genCol })
	}
	return lines, true
}

// decodeVLQ reads one base64 VLQ number of s starting at i.
func decodeVLQ(s string, i int) (value int32, next int, ok bool) {
	var v uint32
	for shift := uint(0); i < len(s) && shift < 32; shift += 5 {
		d := strings.IndexByte("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/", s[i])
		if d < 0 {
			return 0, i, false
		}
		i++
		v |= uint32(d&31) << shift
		if d&32 == 0 {
			if v&1 != 0 {
				return -int32(v >> 1), i, true
			}
			return int32(v >> 1), i, true
		}
	}
	return 0, i, false
}

// sourceMapper maps byte offsets in a text esbuild generated to byte offsets
// in the original source.
type sourceMapper struct {
	src   string
	orig  *lineTable // of src
	gen   *lineTable // of the generated text we parsed
	lines [][]mapSegment
	// genLineShift: line k of the parsed text is line k+genLineShift of
	// esbuild's output (the unwrapped body starts after the wrapper's head).
	genLineShift int
	// srcLineShift: line k+srcLineShift of esbuild's input is line k of src.
	srcLineShift int
	// continues[k] reports that line k of the parsed text starts inside a
	// multi-line template literal.
	continues []bool
	// The tokens of both texts, to map whole tokens.
	genTokens, origTokens tokenList
}

func newSourceMapper(src string, orig *lineTable, code string, lines [][]mapSegment, genLineShift, srcLineShift int, interrupt *atomic.Bool) *sourceMapper {
	m := &sourceMapper{
		src:          src,
		orig:         orig,
		gen:          newLineTable(code),
		lines:        lines,
		genLineShift: genLineShift,
		srcLineShift: srcLineShift,
		genTokens:    tokenize(code, interrupt),
		origTokens:   tokenize(src, interrupt),
	}
	m.continues = make([]bool, m.gen.count())
	for i, start := range m.genTokens.starts {
		if code[start] != '`' && code[start] != '}' {
			continue // not a template piece
		}
		for l := m.gen.lineOf(start) + 1; l < m.gen.count() && m.gen.starts[l] < m.genTokens.ends[i]; l++ {
			m.continues[l] = true
		}
	}
	return m
}

// tokenList holds the extents of the tokens of a text, in order.
type tokenList struct {
	starts, ends []int
}

// tokenize lists the tokens of text; a set interrupt cuts the list short.
func tokenize(text string, interrupt *atomic.Bool) tokenList {
	var tl tokenList
	s := &tsScanner{src: text, stray: -1, interrupt: interrupt}
	for t := s.next(); t.kind != tsEOF; t = s.next() {
		s.advance(t)
		tl.starts = append(tl.starts, t.start)
		tl.ends = append(tl.ends, t.end)
	}
	return tl
}

// containing returns the index of the token that holds offset off, or -1.
func (tl tokenList) containing(off int) int {
	i := sort.SearchInts(tl.starts, off+1) - 1
	if i >= 0 && off < tl.ends[i] {
		return i
	}
	return -1
}

// toOrig maps a generated byte offset to an original byte offset through the
// nearest segment on its line, moved by the distance from that segment
// (esbuild copies tokens verbatim, so the distance holds within a token and
// usually across the spaces between tokens). The distance is counted from
// the first character after the segment that is not white space or a
// comment esbuild added (it maps a statement from before its indentation,
// and a call from before its /* @__PURE__ */ annotation).
func (m *sourceMapper) toOrig(off int) int {
	line := m.gen.lineOf(off)
	col := int32(m.gen.utf16Col(line, off))
	outLine := line + m.genLineShift
	var segs []mapSegment
	if outLine < len(m.lines) {
		segs = m.lines[outLine]
	}
	// The last segment at or before col, and the first after it, ignoring
	// the copy of the previous line's mapping that may start the line (it
	// is the line's first segment, at column 0). A binary search: a
	// program on one line has all its segments there.
	after := sort.Search(len(segs), func(i int) bool { return segs[i].genCol > col })
	before := after - 1
	if before == 0 && segs[0].copied {
		before = -1
	}
	if after == len(segs) {
		after = -1
	}
	var srcLine, srcCol int32
	switch {
	case before >= 0:
		seg := segs[before]
		from := seg.genCol + int32(m.skipAdded(line, seg.genCol, col))
		srcLine, srcCol = seg.srcLine, seg.srcCol+max(0, col-from)
	case m.continues[line]:
		// The inside of a multi-line template literal, which esbuild copies
		// verbatim: count lines from the last line with a mapping of its own
		// and keep the column.
	search:
		for l := min(outLine, len(m.lines)) - 1; l >= 0; l-- {
			for i := len(m.lines[l]) - 1; i >= 0; i-- {
				if seg := m.lines[l][i]; !seg.copied {
					srcLine, srcCol = seg.srcLine+int32(outLine-l), col
					break search
				}
			}
		}
	case after >= 0:
		// Nothing mapped before it on its line (as `else` before an if):
		// count back from the next segment.
		seg := segs[after]
		srcLine, srcCol = seg.srcLine, max(0, seg.srcCol-(seg.genCol-col))
	case len(segs) > 0:
		srcLine, srcCol = segs[0].srcLine, segs[0].srcCol
	}
	srcLine -= int32(m.srcLineShift)
	switch {
	case srcLine < 0:
		return 0
	case int(srcLine) >= m.orig.count():
		return len(m.src)
	}
	return m.orig.offsetAt(int(srcLine), int(srcCol))
}

// skipAdded counts the UTF-16 columns of white space and block comments on
// generated line from column from, stopping at column limit.
func (m *sourceMapper) skipAdded(line int, from, limit int32) int {
	text := m.gen.text
	start := m.gen.offsetAt(line, int(from))
	end := m.gen.offsetAt(line, int(limit))
	i := start
	for i < end {
		switch {
		case text[i] == ' ' || text[i] == '\t':
			i++
		case strings.HasPrefix(text[i:], "/*"):
			j := strings.Index(text[i+2:], "*/")
			if j < 0 || i+2+j+2 > end {
				return m.gen.utf16Col(line, i) - int(from)
			}
			i += 2 + j + 2
		default:
			return m.gen.utf16Col(line, i) - int(from)
		}
	}
	return m.gen.utf16Col(line, i) - int(from)
}

// start maps a generated offset to an original position.
func (m *sourceMapper) start(off int) Pos {
	return m.orig.pos(m.toToken(off))
}

// toToken maps the generated token that starts at off. esbuild maps some
// blocks to the keyword before them (the block of `finally {` to
// `finally`): a '{' mapped to a word moves to the next '{' a few tokens on,
// on the same line of the source.
func (m *sourceMapper) toToken(off int) int {
	o := m.toOrig(off)
	const text = "{"
	if off >= len(m.gen.text) || m.gen.text[off] != '{' || o >= len(m.src) || !isWordByte(m.src[o]) {
		return o
	}
	line := m.orig.lineOf(o)
	for j, n := sort.SearchInts(m.origTokens.starts, o), 0; j < len(m.origTokens.starts) && n < 4; j, n = j+1, n+1 {
		start := m.origTokens.starts[j]
		if start >= m.orig.lineEnd(line) {
			break
		}
		if m.src[start:m.origTokens.ends[j]] == text {
			return start
		}
	}
	return o
}

// span maps a node's extent. The end is where the original token ends that
// corresponds to the node's last generated token, so a node ends where its
// last token ends in the original even when esbuild printed that token
// differently (1e3 for 1000) or removed text after it (a type annotation,
// `as T`, `!`).
func (m *sourceMapper) span(s Span) Span {
	start := m.start(int(s.Start.Offset))
	end := int(start.Offset)
	if int(s.End) > int(s.Start.Offset) {
		_, size := utf8.DecodeLastRuneInString(m.gen.text[:s.End])
		last := int(s.End) - size
		i := m.genTokens.containing(last)
		if i > 0 && m.gen.text[last] == ';' && m.genTokens.starts[i-1] >= int(s.Start.Offset) {
			// esbuild prints every statement's ';', also where the source has
			// none, and right after the expression even when a type assertion
			// followed it in the source: end after the token before it, and
			// after the ';' that follows on the same line in the source.
			end = max(end, m.semicolonAfter(m.tokenEnd(m.genTokens.starts[i-1])))
		} else {
			if i >= 0 {
				last = m.genTokens.starts[i]
			}
			end = max(end, m.tokenEnd(last))
		}
	}
	return Span{Start: start, End: int32(end)}
}

// tokenEnd maps the generated token that starts at off and returns where the
// original token ends.
func (m *sourceMapper) tokenEnd(off int) int {
	o := m.toToken(off)
	if i := m.origTokens.containing(o); i >= 0 {
		return m.origTokens.ends[i]
	}
	if o < len(m.src) && !isLineTerminatorAt(m.src, o) {
		_, n := utf8.DecodeRuneInString(m.src[o:])
		o += n
	}
	return o
}

// semicolonAfter returns the end of the first ';' token of the source after
// offset off on the same line, before any brace; or off.
func (m *sourceMapper) semicolonAfter(off int) int {
	line := m.orig.lineOf(off)
	for j := sort.SearchInts(m.origTokens.starts, off); j < len(m.origTokens.starts); j++ {
		start := m.origTokens.starts[j]
		if start >= m.orig.lineEnd(line) {
			break
		}
		switch m.src[start] {
		case ';':
			return m.origTokens.ends[j]
		case '{', '}':
			return off
		}
	}
	return off
}
