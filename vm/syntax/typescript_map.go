package syntax

import (
	"encoding/json"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"sync/atomic"
	"unicode"
	"unicode/utf8"
)

// Mapping positions in esbuild's output back to the original source, through
// the output's source map (version 3: "mappings" is a list of generated lines
// separated by ';', each a list of segments separated by ',', each segment
// base64-VLQ numbers relative to the previous segment). Lines and columns are
// 0-based; columns count UTF-16 code units, like Pos.Col.

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

func isLineTerminatorAt(s string, i int) bool {
	return s[i] == '\n' || s[i] == '\r' || strings.HasPrefix(s[i:], "\u2028") || strings.HasPrefix(s[i:], "\u2029")
}

var (
	spanType        = reflect.TypeFor[Span]()
	identifierType  = reflect.TypeFor[*Identifier]()
	numberLitType   = reflect.TypeFor[*NumberLit]()
	templateType    = reflect.TypeFor[*TemplateElement]()
	propertyType    = reflect.TypeFor[*Property]()
	patternPropType = reflect.TypeFor[*PatternProp]()
)

// remapSpans rewrites every Span in the tree under n through m. It walks the
// tree by reflection, so a node kind added to the AST later cannot be missed.
// A node reachable twice (a shorthand property's key and value may be the
// same *Identifier) is rewritten once. It reports false when a set
// interrupt stopped it.
func remapSpans(n Node, m *sourceMapper, interrupt *atomic.Bool) bool {
	w := spanWalker{m: m, seen: map[uintptr]bool{}, interrupt: interrupt}
	w.walk(reflect.ValueOf(n))
	if w.stopped {
		return false
	}
	restoreRenamed(w.idents, m.src)
	for _, p := range w.props {
		restoreShorthand(p)
	}
	return true
}

type spanWalker struct {
	m      *sourceMapper
	seen   map[uintptr]bool
	idents []*Identifier
	props  []Node // *Property and *PatternProp

	interrupt *atomic.Bool // polled every pollEvery nodes
	stopped   bool         // by the interrupt: the walk is unwinding
}

func (w *spanWalker) walk(v reflect.Value) {
	if w.stopped {
		return
	}
	switch v.Kind() {
	case reflect.Pointer:
		if v.IsNil() || v.Type().Elem().Kind() != reflect.Struct {
			return
		}
		if w.seen[v.Pointer()] {
			return
		}
		w.seen[v.Pointer()] = true
		if len(w.seen)%pollEvery == 0 && w.interrupt != nil && w.interrupt.Load() {
			w.stopped = true
			return
		}
		w.walk(v.Elem())
		switch v.Type() {
		case numberLitType:
			restoreNumberRaw(v.Interface().(*NumberLit), w.m.src)
		case identifierType:
			id := v.Interface().(*Identifier)
			restoreIdentEnd(id, w.m.src)
			w.idents = append(w.idents, id)
		case templateType:
			restoreTemplateRaw(v.Interface().(*TemplateElement), w.m.src)
		case propertyType, patternPropType:
			w.props = append(w.props, v.Interface().(Node))
		}
	case reflect.Interface:
		if v.IsNil() {
			return
		}
		w.walk(v.Elem())
		if u, ok := v.Interface().(*UnaryExpr); ok && v.CanSet() && isVoidZero(u) &&
			strings.HasPrefix(w.m.src[u.Start.Offset:], "undefined") && identEnd(w.m.src, int(u.Start.Offset)) == int(u.Start.Offset)+len("undefined") {
			// esbuild prints the global undefined as void 0.
			id := &Identifier{Span: Span{Start: u.Start, End: u.Start.Offset + int32(len("undefined"))}, Name: "undefined"}
			v.Set(reflect.ValueOf(id))
		}
	case reflect.Slice:
		for i := range v.Len() {
			w.walk(v.Index(i))
		}
	case reflect.Struct:
		if v.Type() == spanType {
			if v.CanSet() {
				s := v.Addr().Interface().(*Span)
				*s = w.m.span(*s)
			}
			return
		}
		for i := range v.NumField() {
			switch f := v.Field(i); f.Kind() {
			case reflect.Pointer, reflect.Interface, reflect.Slice, reflect.Struct:
				w.walk(f)
			}
		}
	}
}

func isVoidZero(u *UnaryExpr) bool {
	n, ok := u.X.(*NumberLit)
	return u.Op == OpVoid && ok && n.Value == 0
}

// restoreShorthand marks a property written as a shorthand ({a}) as one
// again: esbuild prints {a: a2} for a shorthand whose binding it renamed,
// and the key and the value then map to the same place.
func restoreShorthand(n Node) {
	var key, value Node
	switch p := n.(type) {
	case *Property:
		if p.Computed || p.Kind != PropInit || p.Method || p.Shorthand {
			return
		}
		key, value = p.Key, p.Value
		defer func() {
			if sameName(key, value) {
				p.Shorthand = true
			}
		}()
	case *PatternProp:
		if p.Computed || p.Shorthand {
			return
		}
		key, value = p.Key, p.Value
		if a, ok := value.(*AssignPattern); ok {
			value = a.Target
		}
		defer func() {
			if sameName(key, value) {
				p.Shorthand = true
			}
		}()
	}
}

// sameName reports two identifiers with the same name at the same place.
func sameName(a, b Node) bool {
	x, ok1 := a.(*Identifier)
	y, ok2 := b.(*Identifier)
	return ok1 && ok2 && x.Name == y.Name && x.Start.Offset == y.Start.Offset
}

// restoreRenamed undoes esbuild's renaming of bindings. esbuild renames a
// binding that shadows another by appending digits (message2 for a parameter
// message that shadows a top-level message), which would change a function's
// .name and the names in error messages. A name N is given back its original
// spelling W only when every identifier named N sits where W is written in
// the source (and N is W followed by digits): then all of them are the
// user's identifiers, and the original program bound them the same way. A
// name that also occurs elsewhere (esbuild's own code for an enum or a
// namespace refers to its renamed parameter from positions where the name is
// not written) keeps esbuild's spelling everywhere, which is consistent.
func restoreRenamed(idents []*Identifier, src string) {
	type verdict struct {
		orig string // the original spelling of the first occurrence
		ok   bool   // every occurrence is orig followed by digits
	}
	verdicts := map[string]*verdict{}
	for _, id := range idents {
		start := int(id.Start.Offset)
		word := src[start:identEnd(src, start)]
		v := verdicts[id.Name]
		if v == nil {
			v = &verdict{orig: word, ok: true}
			verdicts[id.Name] = v
		}
		rest, isPrefix := strings.CutPrefix(id.Name, word)
		if !isPrefix || rest == "" || strings.Trim(rest, "0123456789") != "" || word != v.orig {
			v.ok = false
		}
	}
	for _, id := range idents {
		if v := verdicts[id.Name]; v.ok {
			id.Name = v.orig
		}
	}
}

// restoreIdentEnd ends an identifier where its name ends in the original.
// The mapped end is only as good as the copy: esbuild renames a binding that
// shadows another by appending digits (an enum's inner parameter Color2 for
// Color), and its mapped end then overshoots.
func restoreIdentEnd(id *Identifier, src string) {
	start := int(id.Start.Offset)
	end := identEnd(src, start)
	if end == start {
		return
	}
	word := src[start:end]
	rest, ok := strings.CutPrefix(id.Name, word)
	if ok && strings.Trim(rest, "0123456789") == "" || strings.Contains(word, "\\") {
		id.End = int32(end)
	}
}

// identEnd returns the end of the identifier-like word starting at i.
func identEnd(src string, i int) int {
	for i < len(src) {
		c := src[i]
		switch {
		case isWordByte(c):
			i++
		case c == '\\' && i+1 < len(src) && src[i+1] == 'u':
			if j := strings.IndexByte(src[i:], '}'); i+2 < len(src) && src[i+2] == '{' && j > 0 {
				i += j + 1
			} else {
				i = min(len(src), i+6)
			}
		case c >= utf8.RuneSelf:
			r, size := utf8.DecodeRuneInString(src[i:])
			if !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != 0x200C && r != 0x200D &&
				!unicode.In(r, unicode.Mn, unicode.Mc, unicode.Pc, unicode.Other_ID_Start, unicode.Other_ID_Continue) {
				return i
			}
			i += size
		default:
			return i
		}
	}
	return i
}

// restoreTemplateRaw gives a template piece back its raw text and extent in
// the original: esbuild rewrites the pieces of untagged templates (it prints
// the escape \n as a line break, for one), keeping only their cooked values.
func restoreTemplateRaw(el *TemplateElement, src string) {
	start := int(el.Start.Offset)
	if start == 0 || start > len(src) || src[start-1] != '`' && src[start-1] != '}' {
		return // not mapped to the start of a template piece
	}
	end := start
scan:
	for end < len(src) {
		switch src[end] {
		case '\\':
			end++
		case '`':
			break scan
		case '$':
			if end+1 < len(src) && src[end+1] == '{' {
				break scan
			}
		}
		end++
	}
	end = min(end, len(src))
	el.Raw = strings.ReplaceAll(strings.ReplaceAll(src[start:end], "\r\n", "\n"), "\r", "\n")
	el.End = int32(end)
}

// restoreNumberRaw gives a number literal back the text the user wrote:
// esbuild prints numbers its own way (0xFF as 255, 1_000 as 1e3). It keeps
// esbuild's text when the original at that position is not the same number
// (a constant esbuild inlined, like a const enum member).
func restoreNumberRaw(lit *NumberLit, src string) {
	start := int(lit.Start.Offset)
	end := start
	for end < len(src) {
		c := src[end]
		if isWordByte(c) || c == '.' ||
			(c == '+' || c == '-') && end > start && (src[end-1] == 'e' || src[end-1] == 'E') && !isRadixLiteral(src[start:end]) {
			end++
			continue
		}
		break
	}
	raw := src[start:end]
	if v, ok := numberLiteralValue(raw); ok && (v == lit.Value || v != v && lit.Value != lit.Value) {
		lit.Raw = raw
		lit.End = int32(end)
	}
}

func isRadixLiteral(s string) bool {
	return len(s) >= 2 && s[0] == '0' && strings.ContainsRune("xXoObB", rune(s[1]))
}

// numberLiteralValue evaluates a JavaScript numeric literal (not legacy octal).
func numberLiteralValue(raw string) (float64, bool) {
	if raw == "" || !(raw[0] >= '0' && raw[0] <= '9' || raw[0] == '.') {
		return 0, false
	}
	s := strings.ReplaceAll(raw, "_", "")
	if isRadixLiteral(s) {
		base := map[byte]int{'x': 16, 'o': 8, 'b': 2}[s[1]|0x20]
		u, err := strconv.ParseUint(s[2:], base, 64)
		if err != nil || u > 1<<53 {
			return 0, false
		}
		return float64(u), true
	}
	if len(s) > 1 && s[0] == '0' && s[1] >= '0' && s[1] <= '9' {
		return 0, false // legacy octal or leading zero: leave esbuild's text
	}
	v, err := strconv.ParseFloat(s, 64)
	return v, err == nil
}

// isWordByte reports an ASCII identifier character.
func isWordByte(c byte) bool {
	return c == '_' || c == '$' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}
