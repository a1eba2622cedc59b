package vm

import (
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/dlclark/regexp2"
)

// Regular expressions use github.com/dlclark/regexp2 in ECMAScript mode.
// regexp2 matches runes; indices are converted to UTF-16 code units at the
// boundary. Compiled patterns are cached process-wide (they are immutable
// and safe for concurrent use).

type regexpData struct {
	source string
	flags  string
	re     *regexp2.Regexp
	// The last input converted for matching (a cache, not state).
	lastInput string
	last      *runeText
}

// regexpTimeout stops catastrophic backtracking; only pathological
// patterns get near it.
const regexpTimeout = 2 * time.Second

var regexpCache sync.Map // source + "/" + flags -> *regexp2.Regexp

func compileRegexp(source, flags string) (*regexp2.Regexp, error) {
	key := flags + "/" + source
	if re, ok := regexpCache.Load(key); ok {
		return re.(*regexp2.Regexp), nil
	}
	opts := regexp2.RegexOptions(regexp2.ECMAScript)
	for _, f := range flags {
		switch f {
		case 'i':
			opts |= regexp2.IgnoreCase
		case 'm':
			opts |= regexp2.Multiline
		case 's':
			opts |= regexp2.Singleline
		case 'u', 'v':
			opts |= regexp2.Unicode
		}
	}
	if opts&regexp2.Unicode != 0 || opts&regexp2.Singleline != 0 {
		// regexp2 rejects some option combinations with ECMAScript mode.
		opts &^= regexp2.ECMAScript
	}
	translated, names := translateRegexp(source, opts&regexp2.Unicode != 0)
	re, err := regexp2.Compile(translated, opts)
	if err != nil {
		return nil, err
	}
	re.MatchTimeout = regexpTimeout
	if names != nil {
		regexpNames.Store(re, names)
	}
	regexpCache.Store(key, re)
	return re, nil
}

func (m *Machine) newRegExp(source, flags string) (*Object, error) {
	for i, f := range flags {
		if !strings.ContainsRune("dgimsuyv", f) || strings.ContainsRune(flags[i+1:], f) {
			return nil, m.syntaxError("Invalid flags supplied to RegExp constructor '%s'", flags)
		}
	}
	re, err := compileRegexp(source, flags)
	if err != nil {
		return nil, m.syntaxError("Invalid regular expression: /%s/%s: %s", source, flags, err.Error())
	}
	o := &Object{class: ClassRegExp, proto: m.proto(protoRegExp), internal: &regexpData{source: source, flags: flags, re: re}}
	o.addProp("lastIndex", num(0), flagHidden)
	return o, nil
}

func thisRegExp(m *Machine, this Value, method string) (*Object, *regexpData, error) {
	if o := this.asObject(); o != nil && o.class == ClassRegExp {
		return o, o.internal.(*regexpData), nil
	}
	return nil, nil, m.typeError("RegExp.prototype.%s called on incompatible receiver %s", method, m.inspectShort(this))
}

func stringToRunes(s string) []rune {
	out := make([]rune, 0, len(s))
	for i := 0; i < len(s); {
		r, n := decodeWTF8(s[i:])
		out = append(out, r)
		i += n
	}
	return out
}

func runesToString(rs []rune) string {
	buf := make([]byte, 0, len(rs))
	for _, r := range rs {
		buf = appendWTF8(buf, r)
	}
	return string(buf)
}

// runeText is a string as regexp2 matches it (runes) with the map from
// rune indices to UTF-16 indices; u16 is nil when the two agree (no
// astral characters), which keeps conversions O(1).
type runeText struct {
	rs  []rune
	u16 []int32 // u16[i] is the UTF-16 index of rune i; len(rs)+1 entries
}

func newRuneText(s string) *runeText {
	t := &runeText{rs: stringToRunes(s)}
	for _, r := range t.rs {
		if r >= 0x10000 {
			t.u16 = make([]int32, len(t.rs)+1)
			n := int32(0)
			for i, r := range t.rs {
				t.u16[i] = n
				n++
				if r >= 0x10000 {
					n++
				}
			}
			t.u16[len(t.rs)] = n
			break
		}
	}
	return t
}

// text returns the runeText of s, reusing the last one converted for this
// pattern (exec loops over one long input convert it once).
func (d *regexpData) text(s string) *runeText {
	if d.last != nil && d.lastInput == s {
		return d.last
	}
	d.lastInput, d.last = s, newRuneText(s)
	return d.last
}

// utf16 converts a rune index to a UTF-16 index.
func (t *runeText) utf16(i int) int {
	if t.u16 == nil {
		return i
	}
	return int(t.u16[i])
}

// runeAt converts a UTF-16 index to the index of the first rune at or
// after it.
func (t *runeText) runeAt(u int) int {
	if t.u16 == nil {
		return min(u, len(t.rs))
	}
	return sort.Search(len(t.rs), func(i int) bool { return int(t.u16[i]) >= u })
}

// regexpMatch is one match: capture texts (nil for unmatched groups) and
// the UTF-16 index of the match.
type regexpMatch struct {
	index    int // UTF-16
	end      int // UTF-16
	runeEnd  int
	groups   []Value
	names    []string
	namedVal []Value
	// With the d flag: UTF-16 [start, end] of each group (-1 unmatched)
	// and of each named group.
	hasIndices bool
	spans      [][2]int
	namedSpan  [][2]int
}

// execAt runs the regexp at UTF-16 index start; nil when there is no match.
func (m *Machine) execAt(d *regexpData, t *runeText, start int) (*regexpMatch, error) {
	rs := t.rs
	ri := t.runeAt(start)
	if ri > len(rs) {
		return nil, nil
	}
	mt, err := d.re.FindRunesMatchStartingAt(rs, ri)
	if err != nil {
		return nil, m.errorf(protoError, "regular expression /%s/ timed out", d.source)
	}
	if mt == nil {
		return nil, nil
	}
	if strings.ContainsRune(d.flags, 'y') && mt.Index != ri {
		return nil, nil
	}
	res := &regexpMatch{index: t.utf16(mt.Index), runeEnd: mt.Index + mt.Length}
	res.end = t.utf16(res.runeEnd)
	res.hasIndices = strings.ContainsRune(d.flags, 'd')
	names := groupNames(d.re)
	for i, g := range mt.Groups() {
		var v Value
		span := [2]int{-1, -1}
		if len(g.Captures) == 0 {
			v = undefined
		} else {
			v = str(runesToString(rs[g.Index : g.Index+g.Length]))
			if res.hasIndices {
				span = [2]int{t.utf16(g.Index), t.utf16(g.Index + g.Length)}
			}
		}
		res.groups = append(res.groups, v)
		res.spans = append(res.spans, span)
		if i < len(names) && names[i] != "" {
			res.names = append(res.names, names[i])
			res.namedVal = append(res.namedVal, v)
			res.namedSpan = append(res.namedSpan, span)
		}
	}
	return res, nil
}

// matchArray builds the array exec returns.
func (m *Machine) matchArray(mt *regexpMatch, input string) Value {
	a := m.newArray(append([]Value(nil), mt.groups...))
	a.setOwn("index", num(float64(mt.index)))
	a.setOwn("input", str(input))
	if len(mt.names) > 0 {
		g := &Object{}
		for i, n := range mt.names {
			g.setOwn(n, mt.namedVal[i])
		}
		a.setOwn("groups", obj(g))
	} else {
		a.setOwn("groups", undefined)
	}
	if mt.hasIndices {
		pair := func(sp [2]int) Value {
			if sp[0] < 0 {
				return undefined
			}
			return m.newArrayValue([]Value{num(float64(sp[0])), num(float64(sp[1]))})
		}
		idx := make([]Value, len(mt.spans))
		for i, sp := range mt.spans {
			idx[i] = pair(sp)
		}
		ia := m.newArray(idx)
		if len(mt.names) > 0 {
			g := &Object{}
			for i, n := range mt.names {
				g.setOwn(n, pair(mt.namedSpan[i]))
			}
			ia.setOwn("groups", obj(g))
		} else {
			ia.setOwn("groups", undefined)
		}
		a.setOwn("indices", obj(ia))
	}
	return obj(a)
}

func (m *Machine) lastIndex(o *Object) (int, error) {
	v, err := m.get(o, "lastIndex", obj(o))
	if err != nil {
		return 0, err
	}
	f, err := m.toNumber(v)
	if err != nil {
		return 0, err
	}
	f = toInteger(f)
	if f < 0 {
		f = 0
	}
	if f > 1<<31 {
		f = 1 << 31
	}
	return int(f), nil
}

// regexpExec is RegExpBuiltinExec: it honours and updates lastIndex for
// global and sticky regexps.
func (m *Machine) regexpExec(o *Object, d *regexpData, s string) (*regexpMatch, error) {
	global := strings.ContainsAny(d.flags, "gy")
	start := 0
	if global {
		li, err := m.lastIndex(o)
		if err != nil {
			return nil, err
		}
		start = li
	}
	rs := d.text(s)
	if start > utf16Len(s) {
		if global {
			return nil, m.set(o, "lastIndex", num(0), true)
		}
		return nil, nil
	}
	mt, err := m.execAt(d, rs, start)
	if err != nil {
		return nil, err
	}
	if global {
		next := 0
		if mt != nil {
			next = mt.end
		}
		if err := m.set(o, "lastIndex", num(float64(next)), true); err != nil {
			return nil, err
		}
	}
	return mt, nil
}

// allMatches finds every match from the start (for g-flag replace/match).
func (m *Machine) allMatches(d *regexpData, s string) ([]*regexpMatch, error) {
	if isLiteralPattern(d) && isASCII(s) {
		// A plain literal (/,/g, /foo/g) on ASCII text: a string search
		// finds the same matches without the regexp engine.
		var out []*regexpMatch
		hasIndices := strings.ContainsRune(d.flags, 'd')
		for from := 0; from <= len(s); {
			i := strings.Index(s[from:], d.source)
			if i < 0 {
				break
			}
			if len(out) >= maxArrayLength {
				return nil, m.errArrayLength()
			}
			at := from + i
			end := at + len(d.source)
			out = append(out, &regexpMatch{index: at, end: end, groups: []Value{str(d.source)},
				hasIndices: hasIndices, spans: [][2]int{{at, end}}})
			from = end
		}
		return out, nil
	}
	rs := d.text(s)
	n := utf16Len(s)
	var out []*regexpMatch
	pos := 0
	for pos <= n {
		mt, err := m.execAt(d, rs, pos)
		if err != nil {
			return nil, err
		}
		if mt == nil {
			break
		}
		if len(out) >= maxArrayLength {
			// The matches become an array (match) or are held while the
			// replacement is built (replace): both bounded like arrays.
			return nil, m.errArrayLength()
		}
		out = append(out, mt)
		if mt.end == mt.index {
			pos = mt.end + 1
		} else {
			pos = mt.end
		}
	}
	return out, nil
}

func init() {
	ctorIDs[protoRegExp] = registerCtor("RegExp", 2, regexpCtor, regexpCtor)
	ctorTables[protoRegExp] = newTable(ctorEntries(protoRegExp)...)
	ctorTables[protoRegExp].add(fn("RegExp.escape", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		s := arg(args, 0)
		if s.kind != KString {
			return undefined, m.typeError("RegExp.escape requires a string")
		}
		return str(regexpEscape(s.asString())), nil
	}))
	flagGetter := func(name string, flag rune) lazyEntry {
		id := register("RegExp.prototype."+name, 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			_, d, err := thisRegExp(m, this, name)
			if err != nil {
				return undefined, err
			}
			switch name {
			case "source":
				return str(escapeRegExpSource(d.source)), nil
			case "flags":
				return str(d.flags), nil
			}
			return boolean(strings.ContainsRune(d.flags, flag)), nil
		})
		return lazyEntry{name: name, getter: true, make: func(m *Machine) Value { return obj(m.newNative(id, nil)) }}
	}
	protoTables[protoRegExp] = newTable(protoEntries(protoRegExp)...)
	protoTables[protoRegExp].add(
		flagGetter("source", 0), flagGetter("flags", 0), flagGetter("global", 'g'), flagGetter("ignoreCase", 'i'),
		flagGetter("multiline", 'm'), flagGetter("sticky", 'y'), flagGetter("unicode", 'u'), flagGetter("dotAll", 's'),
		flagGetter("hasIndices", 'd'),
		fn("RegExp.prototype.exec", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			o, d, err := thisRegExp(m, this, "exec")
			if err != nil {
				return undefined, err
			}
			s, err := m.toString(arg(args, 0))
			if err != nil {
				return undefined, err
			}
			mt, err := m.regexpExec(o, d, s)
			if err != nil || mt == nil {
				return null, err
			}
			return m.matchArray(mt, s), nil
		}),
		fn("RegExp.prototype.test", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			o, d, err := thisRegExp(m, this, "test")
			if err != nil {
				return undefined, err
			}
			s, err := m.toString(arg(args, 0))
			if err != nil {
				return undefined, err
			}
			mt, err := m.regexpExec(o, d, s)
			return boolean(mt != nil), err
		}),
		fn("RegExp.prototype.toString", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			_, d, err := thisRegExp(m, this, "toString")
			if err != nil {
				return undefined, err
			}
			return str("/" + escapeRegExpSource(d.source) + "/" + d.flags), nil
		}),
	)
	globalTable.add(val("RegExp", func(m *Machine) Value { return obj(m.ctor(protoRegExp)) }))
	protoTables[protoString].add(
		fn("String.prototype.match", 1, stringMatch),
		fn("String.prototype.matchAll", 1, stringMatchAll),
		fn("String.prototype.search", 1, stringSearch),
	)
}

func regexpCtor(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	p := arg(args, 0)
	source, flags := "(?:)", ""
	if o := p.asObject(); o != nil && o.class == ClassRegExp {
		d := o.internal.(*regexpData)
		source, flags = d.source, d.flags
	} else if p.kind != KUndefined {
		s, err := m.toString(p)
		if err != nil {
			return undefined, err
		}
		if s != "" {
			source = s
		}
	}
	if f := arg(args, 1); f.kind != KUndefined {
		s, err := m.toString(f)
		if err != nil {
			return undefined, err
		}
		flags = s
	}
	o, err := m.newRegExp(source, flags)
	if err != nil {
		return undefined, err
	}
	return obj(o), nil
}

// asRegExp returns the regexp data of a RegExp argument.
func asRegExp(v Value) (*Object, *regexpData) {
	if o := v.asObject(); o != nil && o.class == ClassRegExp {
		return o, o.internal.(*regexpData)
	}
	return nil, nil
}

func stringMatch(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	s, err := thisString(m, this, "match")
	if err != nil {
		return undefined, err
	}
	o, d, err := m.regexpArg(arg(args, 0), "")
	if err != nil {
		return undefined, err
	}
	if !strings.ContainsRune(d.flags, 'g') {
		mt, err := m.regexpExec(o, d, s)
		if err != nil || mt == nil {
			return null, err
		}
		return m.matchArray(mt, s), nil
	}
	all, err := m.allMatches(d, s)
	if err != nil {
		return undefined, err
	}
	m.set(o, "lastIndex", num(0), false)
	if len(all) == 0 {
		return null, nil
	}
	vals := make([]Value, len(all))
	for i, mt := range all {
		vals[i] = mt.groups[0]
	}
	return m.newArrayValue(vals), nil
}

// regexpArg is the RegExp that match, matchAll and search use for their
// argument: a RegExp as it is, anything else as the pattern of a new one with
// flags (undefined meaning the empty pattern, as in new RegExp(undefined)).
func (m *Machine) regexpArg(v Value, flags string) (*Object, *regexpData, error) {
	if o, d := asRegExp(v); d != nil {
		return o, d, nil
	}
	src := ""
	if v.kind != KUndefined {
		var err error
		if src, err = m.toString(v); err != nil {
			return nil, nil, err
		}
	}
	o, err := m.newRegExp(src, flags)
	if err != nil {
		return nil, nil, err
	}
	return o, o.internal.(*regexpData), nil
}

func stringMatchAll(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	s, err := thisString(m, this, "matchAll")
	if err != nil {
		return undefined, err
	}
	if _, d := asRegExp(arg(args, 0)); d != nil && !strings.ContainsRune(d.flags, 'g') {
		return undefined, m.typeError("String.prototype.matchAll called with a non-global RegExp argument")
	}
	_, d, err := m.regexpArg(arg(args, 0), "g")
	if err != nil {
		return undefined, err
	}
	all, err := m.allMatches(d, s)
	if err != nil {
		return undefined, err
	}
	vals := make([]Value, len(all))
	for i, mt := range all {
		vals[i] = m.matchArray(mt, s)
	}
	return obj(m.newIteratorObject(&iterState{kind: iterValues, vals: vals})), nil
}

func stringSearch(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	s, err := thisString(m, this, "search")
	if err != nil {
		return undefined, err
	}
	_, d, err := m.regexpArg(arg(args, 0), "")
	if err != nil {
		return undefined, err
	}
	mt, err := m.execAt(d, d.text(s), 0)
	if err != nil {
		return undefined, err
	}
	if mt == nil {
		return num(-1), nil
	}
	return num(float64(mt.index)), nil
}

// regexpReplace is replace/replaceAll with a RegExp pattern.
func (m *Machine) regexpReplace(s string, o *Object, d *regexpData, rep Value, all bool) (Value, error) {
	global := strings.ContainsRune(d.flags, 'g')
	if all && !global {
		return undefined, m.typeError("String.prototype.replaceAll called with a non-global RegExp argument")
	}
	var matches []*regexpMatch
	if global {
		var err error
		if matches, err = m.allMatches(d, s); err != nil {
			return undefined, err
		}
		m.set(o, "lastIndex", num(0), false)
	} else {
		mt, err := m.regexpExec(o, d, s)
		if err != nil {
			return undefined, err
		}
		if mt != nil {
			matches = []*regexpMatch{mt}
		}
	}
	fnRep := rep.isCallable()
	repStr := ""
	if !fnRep {
		var err error
		if repStr, err = m.toString(rep); err != nil {
			return undefined, err
		}
	}
	if len(matches) == 0 {
		return str(s), nil
	}
	// ASCII input: UTF-16 indices are byte indices, so the text between
	// matches is copied straight from s.
	ascii := isASCII(s)
	var u []uint16
	if !ascii || !fnRep && strings.ContainsRune(repStr, '$') {
		u = toUTF16(s)
	}
	piece := func(from, to int) string {
		if ascii {
			return s[from:to]
		}
		return fromUTF16(u[from:to])
	}
	b := strBuf{m: m}
	last := 0
	for _, mt := range matches {
		if b.tooLong {
			return undefined, m.errStringLength()
		}
		b.WriteString(piece(last, mt.index))
		if fnRep {
			args := append([]Value(nil), mt.groups...)
			args = append(args, num(float64(mt.index)), str(s))
			if len(mt.names) > 0 {
				g := &Object{}
				for i, n := range mt.names {
					g.setOwn(n, mt.namedVal[i])
				}
				args = append(args, obj(g))
			}
			r, err := m.callFunction(rep, undefined, args)
			if err != nil {
				return undefined, err
			}
			rs, err := m.toString(r)
			if err != nil {
				return undefined, err
			}
			b.WriteString(rs)
		} else {
			expandRegexpReplacement(&b, repStr, mt, u)
		}
		last = mt.end
	}
	end := len(s)
	if !ascii {
		end = len(u)
	}
	b.WriteString(piece(last, end))
	return b.result(m)
}

// expandRegexpReplacement writes rep to b, expanding $$, $&, $`, $', $n,
// $nn and $<name>.
func expandRegexpReplacement(b *strBuf, rep string, mt *regexpMatch, u []uint16) {
	if !strings.Contains(rep, "$") {
		b.WriteString(rep)
		return
	}
	groupText := func(i int) string {
		if i < len(mt.groups) && mt.groups[i].kind == KString {
			return mt.groups[i].ref.(string)
		}
		return ""
	}
	for i := 0; i < len(rep); i++ {
		c := rep[i]
		if c != '$' || i+1 >= len(rep) {
			b.WriteByte(c)
			continue
		}
		n := rep[i+1]
		switch {
		case n == '$':
			b.WriteByte('$')
			i++
		case n == '&':
			b.WriteString(groupText(0))
			i++
		case n == '`':
			b.WriteString(fromUTF16(u[:mt.index]))
			i++
		case n == '\'':
			b.WriteString(fromUTF16(u[mt.end:]))
			i++
		case n >= '0' && n <= '9':
			idx := int(n - '0')
			adv := 1
			if i+2 < len(rep) && rep[i+2] >= '0' && rep[i+2] <= '9' {
				two := idx*10 + int(rep[i+2]-'0')
				if two > 0 && two < len(mt.groups) {
					idx, adv = two, 2
				}
			}
			if idx == 0 || idx >= len(mt.groups) {
				b.WriteByte(c)
				continue
			}
			b.WriteString(groupText(idx))
			i += adv
		case n == '<' && len(mt.names) > 0:
			end := strings.IndexByte(rep[i:], '>')
			if end < 0 {
				b.WriteByte(c)
				continue
			}
			name := rep[i+2 : i+end]
			for k, nm := range mt.names {
				if nm == name && mt.namedVal[k].kind == KString {
					b.WriteString(mt.namedVal[k].ref.(string))
				}
			}
			i += end
		default:
			b.WriteByte(c)
		}
	}
}

// regexpSplit is split with a RegExp separator (captures are included).
func (m *Machine) regexpSplit(s string, d *regexpData, limit uint32) (Value, error) {
	out := []Value{}
	if limit == 0 {
		return m.newArrayValue(out), nil
	}
	rs := d.text(s)
	n := utf16Len(s)
	u := toUTF16(s)
	if n == 0 {
		mt, err := m.execAt(d, rs, 0)
		if err != nil {
			return undefined, err
		}
		if mt == nil {
			out = append(out, str(s))
		}
		return m.newArrayValue(out), nil
	}
	p, q := 0, 0
	for q < n {
		mt, err := m.execAt(d, rs, q)
		if err != nil {
			return undefined, err
		}
		if mt == nil || mt.index >= n {
			break
		}
		if mt.end == p {
			q = mt.index + 1
			continue
		}
		if len(out)+len(mt.groups) > maxArrayLength {
			return undefined, m.errArrayLength()
		}
		out = append(out, str(fromUTF16(u[p:mt.index])))
		if uint32(len(out)) == limit {
			return m.newArrayValue(out), nil
		}
		for _, g := range mt.groups[1:] {
			out = append(out, g)
			if uint32(len(out)) == limit {
				return m.newArrayValue(out), nil
			}
		}
		p = mt.end
		q = p
	}
	out = append(out, str(fromUTF16(u[p:])))
	return m.newArrayValue(out), nil
}

// escapeRegExpSource is EscapeRegExpPattern: the source as it can appear
// between slashes (an unescaped / outside a class, line terminators, and
// the empty pattern as (?:)).
func escapeRegExpSource(src string) string {
	if src == "" {
		return "(?:)"
	}
	if !strings.ContainsAny(src, "/\n\r\u2028\u2029") {
		return src
	}
	var b strings.Builder
	inClass := false
	for i := 0; i < len(src); i++ {
		c := src[i]
		switch {
		case c == '\\' && i+1 < len(src):
			b.WriteByte(c)
			i++
			b.WriteByte(src[i])
			continue
		case c == '[':
			inClass = true
		case c == ']':
			inClass = false
		case c == '/' && !inClass:
			b.WriteString(`\/`)
			continue
		case c == '\n':
			b.WriteString(`\n`)
			continue
		case c == '\r':
			b.WriteString(`\r`)
			continue
		case strings.HasPrefix(src[i:], "\u2028"):
			b.WriteString(`\u2028`)
			i += 2
			continue
		case strings.HasPrefix(src[i:], "\u2029"):
			b.WriteString(`\u2029`)
			i += 2
			continue
		}
		b.WriteByte(c)
	}
	return b.String()
}

// isLiteralPattern reports a non-empty ASCII pattern without regexp
// syntax, whose flags do not change what it matches (no i, no y).
func isLiteralPattern(d *regexpData) bool {
	if d.source == "" || strings.ContainsAny(d.flags, "iy") || !isASCII(d.source) {
		return false
	}
	return !strings.ContainsAny(d.source, `\^$.|?*+()[]{}/`)
}
