package vm

import (
	"errors"
	"regexp"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/codemode-go/codemode/vm/internal/jspattern"
	"github.com/codemode-go/codemode/vm/internal/wtf8"
	"github.com/codemode-go/codemode/vm/syntax"
	"github.com/dlclark/regexp2"
	rxsyntax "github.com/dlclark/regexp2/syntax"
)

// Regular expressions use github.com/dlclark/regexp2 in ECMAScript mode.
// regexp2 matches a slice of runes. Without the u or v flag JavaScript
// matches UTF-16 code units, so the runes are the code units themselves
// (a surrogate pair is two runes) and rune indices are UTF-16 indices;
// with u or v it matches code points, and indices are converted at the
// boundary. Compiled patterns are cached per Machine (regexpCache). The
// RegExp built-ins are in builtin_regexp.go.

type regexpData struct {
	source string
	flags  string
	re     *regexp2.Regexp
	// info is derived from flags and re on first use (a snapshot restore
	// fills only the three fields above).
	info *regexpInfo
}

// rxTextCache is the input last converted for matching (a cache, not
// state). The Machine keeps one, not each pattern: patterns kept alive
// would each keep a copy of their last input four times its size, which
// the memory account cannot see.
type rxTextCache struct {
	s       string
	unicode bool
	t       *runeText
	boxed   Value // s as a Value, made by inputValue for the first match result
}

// inputValue is s as a Value: the match results of one string share one
// box, so a global match allocates only its results.
func (m *Machine) inputValue(s string) Value {
	c := m.rxText
	if c == nil || c.s != s {
		return str(s)
	}
	if c.boxed.kind != KString {
		c.boxed = str(s)
	}
	return c.boxed
}

// regexpInfo is what matching needs to know about a pattern and its flags.
type regexpInfo struct {
	names      []string // group names by index ("" for unnamed groups and group 0); nil without named groups
	dupNames   bool     // a name of names repeats (in different alternatives)
	global     bool
	sticky     bool
	unicode    bool // u or v: match code points
	hasIndices bool
	ncaps      int    // the pattern's capturing groups (the translation may add marker groups after them)
	literal    bool   // see isLiteralPattern
	lit        Value  // the literal's text (group 0 of its matches)
	canonFlags string // the flags as the flags getter lists them
	// fast is the pattern compiled for Go's RE2 engine (linear time, a
	// match allocates only its offsets), nil where the two engines could
	// disagree (jspattern.TranslateRE2). It matches only ASCII text, and
	// from a later start only when fastLeftContext is false.
	fast            *regexp.Regexp
	fastLeftContext bool
	fastCost        int      // a bound on RE2's work per character: the translated pattern's length
	fastBound       re2Bound // the length of its matches, for findRE2
}

// maxRE2Cost bounds the work of one RE2 match (characters times
// fastCost), which nothing interrupts: larger ones go to regexp2, whose
// matches time out (regexpTimeout). RE2 takes well under a second for it.
const maxRE2Cost = 1 << 26

// countGroups counts the capturing groups of a pattern.
func countGroups(src string) int {
	n := 0
	jspattern.ScanGroups(src, func(string, bool) { n++ })
	return n
}

func (d *regexpData) meta() *regexpInfo {
	if d.info != nil {
		return d.info
	}
	d.info = &regexpInfo{
		names:      jspattern.GroupNames(d.source),
		ncaps:      countGroups(d.source),
		global:     strings.ContainsRune(d.flags, 'g'),
		sticky:     strings.ContainsRune(d.flags, 'y'),
		unicode:    strings.ContainsAny(d.flags, "uv"),
		hasIndices: strings.ContainsRune(d.flags, 'd'),
		literal:    isLiteralPattern(d),
		lit:        str(d.source),
	}
	for i, n := range d.info.names {
		if n != "" && slices.Index(d.info.names, n) != i {
			d.info.dupNames = true
			break
		}
	}
	for _, c := range "dgimsuvy" {
		if strings.ContainsRune(d.flags, c) {
			d.info.canonFlags += string(c)
		}
	}
	d.info.fast, d.info.fastLeftContext = compileRE2(d.source, d.flags, d.info.ncaps)
	if d.info.fast != nil {
		d.info.fastCost = len(d.info.fast.String())
		d.info.fastBound = patternBound(d.info.fast.String())
	}
	return d.info
}

// compileRE2 compiles the pattern for the RE2 engine when
// jspattern.TranslateRE2 can prove it means what it means in JavaScript
// on ASCII text; nil otherwise (and always for sticky and v-mode
// patterns).
func compileRE2(source, flags string, ncaps int) (*regexp.Regexp, bool) {
	if strings.ContainsAny(flags, "yv") || len(source) > 4096 {
		return nil, false
	}
	has := func(f rune) bool { return strings.ContainsRune(flags, f) }
	text, leftContext, ok := jspattern.TranslateRE2(source, has('u'), has('i'), has('m'), has('s'))
	if !ok {
		return nil, false
	}
	re, err := regexp.Compile(text)
	if err != nil || re.NumSubexp() != ncaps {
		return nil, false
	}
	return re, leftContext
}

// execRE2 is execAt on the RE2 engine (t is ASCII: rune, UTF-16 and byte
// indices agree). It charges the work regexp2 would: the characters from
// start to the match's end, or to the end of the text.
func (m *Machine) execRE2(info *regexpInfo, t *runeText, start int, res *regexpMatch) bool {
	loc := findRE2(info.fast, t.src[start:], info.fastBound, info.fastLeftContext)
	if loc == nil {
		m.work(1 + t.n - start)
		return false
	}
	i, j := start+loc[0], start+loc[1]
	m.work(1 + j - start)
	*res = regexpMatch{index: i, end: j, t: t, info: info, r0: i, r1: j, linear: true}
	if info.ncaps > 0 {
		res.caps = loc[2 : 2+2*info.ncaps]
		for k, v := range res.caps {
			if v >= 0 {
				res.caps[k] = start + v
			}
		}
	}
	return true
}

func init() {
	// After builtin_string.go's init (files initialize in name order),
	// which creates String.prototype's table.
	protoTables[protoString].add(
		fn("String.prototype.match", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			return m.stringPatternMethod(this, args, symMatch, "match")
		}),
		fn("String.prototype.matchAll", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			return m.stringPatternMethod(this, args, symMatchAll, "matchAll")
		}),
		fn("String.prototype.search", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			return m.stringPatternMethod(this, args, symSearch, "search")
		}),
	)
}

// regexpTimeout stops catastrophic backtracking; only pathological
// patterns get near it. It bounds each match (regexp2's MatchTimeout) and
// the matches of one built-in call together (a global match, replace or
// split: loopClock), so one call ends within about twice this: a
// workflow task must not run longer than the SDK's deadlock detector
// allows (worker.WorkerOptions). A wall-clock bound, as timeoutMs is:
// only a pathological pattern's outcome depends on the machine's speed.
const regexpTimeout = 2 * time.Second

// loopClock bounds the matches of one built-in call together: the call
// fails once it has run regexpTimeout. The clock is read after every match
// of the backtracking engine, and after every loopClockEvery-th match RE2
// made (each one is bounded by maxRE2Cost), so that a global match of
// short matches does not spend its time reading the clock.
type loopClock struct {
	deadline time.Time
	matches  int
}

const loopClockEvery = 16

func newLoopClock() loopClock { return loopClock{deadline: time.Now().Add(regexpTimeout)} }

// loopTimedOut fails a many-match call past its deadline; mt is the match
// just made.
func (m *Machine) loopTimedOut(d *regexpData, c *loopClock, mt *regexpMatch) error {
	c.matches++
	if mt.linear && c.matches%loopClockEvery != 0 {
		return nil
	}
	if time.Now().Before(c.deadline) {
		return nil
	}
	return m.regexpTimedOut(d)
}

func (m *Machine) regexpTimedOut(d *regexpData) error {
	return m.errorf(protoError, "regular expression /%s/ timed out", d.source)
}

// regexpCache is a Machine's compiled patterns, so that a literal in a
// loop compiles once. It is per Machine, not per process: a process-wide
// cache would keep what one run filled it with for the life of the
// process, and whether a pattern compiles quickly would tell a run which
// patterns other runs used. It is bounded in bytes (regexpCacheBytes);
// patterns past the bound are compiled at every use.
type regexpCache struct {
	compiled map[regexpKey]*regexpData // info filled
	bytes    int
}

type regexpKey struct{ source, flags string }

// regexpCacheBytes bounds the estimated size of a Machine's cached patterns.
const regexpCacheBytes = 8 << 20

// compiledRegexpBytes estimates the memory of a compiled pattern: regexp2's
// program takes up to about 16 bytes per byte of the (translated) pattern.
func compiledRegexpBytes(re *regexp2.Regexp) int { return 16 * len(re.String()) }

// maxPatternLength bounds a pattern's length. regexp2 compiles some 5 MB a
// second, in one call nothing can interrupt: a pattern of a hundred
// million characters would hold the run for a minute past any timeout.
// Longer patterns fail like V8's over-large ones.
const maxPatternLength = 1 << 20

// compileRegexp compiles a JavaScript pattern; its error is the text after
// "Invalid regular expression: /.../flags: ".
func compileRegexp(source, flags string) (*regexp2.Regexp, error) {
	if len(source) > maxPatternLength {
		return nil, errors.New("Regular expression too large")
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
	if msg := checkPatternSyntax(source, flags); msg != "" {
		return nil, errors.New(msg)
	}
	translated, err := jspattern.Translate(source, opts&regexp2.Unicode != 0, strings.ContainsRune(flags, 'v'), opts&regexp2.IgnoreCase != 0,
		opts&regexp2.Multiline != 0, opts&regexp2.Singleline != 0)
	if err != nil {
		return nil, err
	}
	if strings.ContainsRune(flags, 'y') {
		// A sticky match starts where the search does (\G): regexp2 then
		// tries that one position instead of scanning the rest of the
		// input for a match execAt would refuse.
		translated = `\G(?:` + translated + `)`
	}
	re, err := regexp2.Compile(translated, opts)
	if err != nil {
		return nil, regexpSyntaxError(err)
	}
	re.MatchTimeout = regexpTimeout
	return re, nil
}

// unterminatedClass reports whether a class of the pattern has no
// closing bracket.
func unterminatedClass(source string) bool {
	inClass := false
	for i := 0; i < len(source); i++ {
		switch source[i] {
		case '\\':
			i++
		case '[':
			inClass = true
		case ']':
			inClass = false
		}
	}
	return inClass
}

// escapedLineTerminator reports whether the pattern has a backslash before
// a line terminator (an identity escape only without u and v).
func escapedLineTerminator(source string) bool {
	for i := 0; i+1 < len(source); i++ {
		if source[i] != '\\' {
			continue
		}
		if rest := source[i+1:]; rest[0] == '\n' || rest[0] == '\r' || strings.HasPrefix(rest, "\u2028") || strings.HasPrefix(rest, "\u2029") {
			return true
		}
		i++
	}
	return false
}

// checkPatternSyntax makes the parser's checks of regexp literals (the
// early errors, with V8's messages) on a constructor's pattern: "" when it
// is valid. The pattern is written as a literal (escapeRegExpSource); when
// the lexer cannot read that literal, regexp2 judges the pattern alone.
func checkPatternSyntax(source, flags string) string {
	ncaps := 0
	jspattern.ScanGroups(source, func(string, bool) { ncaps++ })
	if ncaps > jspattern.MaxCaptures {
		// Before parsing: the parser nests as deep as the groups.
		return "Too many captures"
	}
	if strings.ContainsAny(flags, "uv") && escapedLineTerminator(source) {
		// The literal form writes the line terminator as an escape
		// (\n), which would hide this error.
		return "Invalid escape"
	}
	body := escapeRegExpSource(source)
	if n := len(body) - len(strings.TrimRight(body, `\`)); n%2 == 1 {
		return `\ at end of pattern`
	}
	_, err := syntax.ParseOptions("/"+body+"/"+flags, syntax.Options{NoTypeScript: true})
	var se *syntax.Error
	if err == nil || !errors.As(err, &se) {
		return ""
	}
	msg, ok := strings.CutPrefix(se.Msg, "Invalid regular expression: /"+body+"/"+flags+": ")
	if !ok {
		if unterminatedClass(source) {
			// The literal's class swallowed its closing slash
			// (/[a\]/): the lexer's error, not the pattern's.
			return "Unterminated character class"
		}
		return ""
	}
	return msg
}

// regexpSyntaxError turns a regexp2 parse error into V8's wording.
func regexpSyntaxError(err error) error {
	var se *rxsyntax.Error
	if !errors.As(err, &se) {
		return err
	}
	msg := map[rxsyntax.ErrorCode]string{
		rxsyntax.ErrMissingParen:          "Unterminated group",
		rxsyntax.ErrUnexpectedParen:       "Unmatched ')'",
		rxsyntax.ErrUnterminatedBracket:   "Unterminated character class",
		rxsyntax.ErrInvalidRepeatSize:     "numbers out of order in {} quantifier",
		rxsyntax.ErrIllegalEndEscape:      `\ at end of pattern`,
		rxsyntax.ErrInvalidRepeatOp:       "Nothing to repeat",
		rxsyntax.ErrMissingRepeatArgument: "Nothing to repeat",
		rxsyntax.ErrUndefinedNameRef:      "Invalid named capture referenced",
		rxsyntax.ErrMalformedNameRef:      "Invalid named capture referenced",
		rxsyntax.ErrReversedCharRange:     "Range out of order in character class",
		rxsyntax.ErrInvalidCharRange:      "Range out of order in character class",
		rxsyntax.ErrInvalidGroupName:      "Invalid capture group name",
		rxsyntax.ErrUnrecognizedGrouping:  "Invalid group",
		rxsyntax.ErrUnrecognizedEscape:    "Invalid escape",
		rxsyntax.ErrMalformedSlashP:       "Invalid property name",
		rxsyntax.ErrIncompleteSlashP:      "Invalid property name",
		rxsyntax.ErrUnknownSlashP:         "Invalid property name",
		rxsyntax.ErrTooFewHex:             "Invalid Unicode escape",
		rxsyntax.ErrInvalidHex:            "Invalid Unicode escape",
	}[se.Code]
	if msg == "" {
		msg = se.Code.String()
	}
	return errors.New(msg)
}

func (m *Machine) newRegExp(source, flags string) (*Object, error) {
	d, err := m.newRegexpData(source, flags)
	if err != nil {
		return nil, err
	}
	m.charge(regexpSize(d))
	// The object and its one property, lastIndex, in one allocation (a
	// regexp literal in a loop makes an object per iteration).
	r := &regexpObject{}
	r.props[0] = prop{key: "lastIndex", val: num(0), flags: flagHidden | flagFixed}
	r.o = Object{class: ClassRegExp, proto: m.proto(protoRegExp), internal: d, plist: r.props[:1:1]}
	return &r.o, nil
}

// matchObject is an exec result with its property list.
type matchObject struct {
	o     Object
	props [4]prop
}

// regexpObject is a new RegExp object with its property list.
type regexpObject struct {
	o     Object
	props [1]prop
}

func (m *Machine) newRegexpData(source, flags string) (*regexpData, error) {
	for i, f := range flags {
		if !strings.ContainsRune("dgimsuyv", f) || strings.ContainsRune(flags[i+1:], f) || f == 'u' && strings.ContainsRune(flags, 'v') {
			return nil, m.syntaxError("Invalid flags supplied to RegExp constructor '%s'", flags)
		}
	}
	d, err := m.compileCached(source, flags)
	if err != nil {
		return nil, m.syntaxError("Invalid regular expression: /%s/%s: %s", source, flags, err.Error())
	}
	return d, nil
}

// compileCached is compileRegexp through the Machine's cache: the
// pattern's regexpData, shared by the RegExp objects made from it while
// it is cached.
func (m *Machine) compileCached(source, flags string) (*regexpData, error) {
	c := &m.regexps
	key := regexpKey{source, flags}
	if d := c.compiled[key]; d != nil {
		// A regexpData is never written once its info is made, so the
		// RegExp objects of one pattern share it.
		return d, nil
	}
	re, err := compileRegexp(source, flags)
	m.work(len(source)) // compiling is about a step's work per character
	if err != nil {
		return nil, err
	}
	d := &regexpData{source: source, flags: flags, re: re}
	if size := len(source) + len(flags) + 1 + compiledRegexpBytes(re); c.bytes+size <= regexpCacheBytes {
		if c.compiled == nil {
			c.compiled = map[regexpKey]*regexpData{}
		}
		d.meta()
		c.compiled[key] = d
		c.bytes += size
	}
	return &regexpData{source: source, flags: flags, re: re, info: d.info}, nil
}

// asRegExp returns the regexp data of a RegExp argument.
func asRegExp(v Value) (*Object, *regexpData) {
	if o := v.asObject(); o != nil && o.class == ClassRegExp {
		return o, o.internal.(*regexpData)
	}
	return nil, nil
}

// runeText is a string as regexp2 matches it: code units as runes (u16
// nil: rune indices are UTF-16 indices), or code points with u16[i] the
// UTF-16 index of rune i (len(rs)+1 entries; nil when there are no
// supplementary characters).
type runeText struct {
	rs  []rune // made when first needed for ASCII text (runes)
	n   int    // the number of runes
	u16 []int32
	// src is the text, when it is ASCII (captures are substrings of it,
	// and the RE2 engine matches it).
	src   string
	ascii bool
}

// runes returns the text as regexp2 matches it.
func (t *runeText) runes() []rune {
	if t.rs == nil && t.n > 0 {
		t.rs = make([]rune, t.n)
		for i := 0; i < t.n; i++ {
			t.rs[i] = rune(t.src[i])
		}
	}
	return t.rs
}

func newRuneText(s string, unicode bool) *runeText {
	t := &runeText{}
	if wtf8.IsASCII(s) {
		t.src, t.ascii, t.n = s, true, len(s)
		return t
	}
	if !unicode {
		u := wtf8.ToUTF16(s)
		t.rs = make([]rune, len(u))
		for i, c := range u {
			t.rs[i] = rune(c)
		}
		t.n = len(t.rs)
		return t
	}
	t.rs = make([]rune, 0, len(s))
	astral := false
	for i := 0; i < len(s); {
		r, n := wtf8.Decode(s[i:])
		t.rs = append(t.rs, r)
		astral = astral || r >= 0x10000
		i += n
	}
	if astral {
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
	}
	t.n = len(t.rs)
	return t
}

// regexpText returns the runeText of s for d, reusing the last one
// converted (exec loops over one long input convert it once). The
// conversion, four bytes a character, must fit in the memory budget; that
// is checked whether or not the cache has it, so a run restored from a
// snapshot (with an empty cache) decides the same.
func (m *Machine) regexpText(d *regexpData, s string) *runeText {
	m.reserve(4 * len(s))
	unicode := d.meta().unicode
	if c := m.rxText; c != nil && c.t != nil && c.unicode == unicode && c.s == s {
		return c.t
	}
	if m.rxText == nil {
		m.rxText = new(rxTextCache) // made at the first match: most runs have none
	}
	*m.rxText = rxTextCache{s: s, unicode: unicode, t: newRuneText(s, unicode)}
	return m.rxText.t
}

// utf16 converts a rune index to a UTF-16 index.
func (t *runeText) utf16(i int) int {
	if t.u16 == nil {
		return i
	}
	return int(t.u16[i])
}

// runeAt converts a UTF-16 index to the index of the rune holding that
// code unit (the second unit of a pair belongs to the pair's rune, as the
// specification reads lastIndex under the u flag).
func (t *runeText) runeAt(u int) int {
	if t.u16 == nil {
		return min(u, t.n)
	}
	return sort.Search(t.n+1, func(i int) bool { return int(t.u16[i]) > u }) - 1
}

// str returns runes [from, to) as a string; adjacent surrogate runes (code
// units of a pair) become the one character they encode.
func (t *runeText) str(from, to int) string {
	if t.ascii {
		return t.src[from:to]
	}
	rs := t.rs[from:to]
	ascii := true
	for _, r := range rs {
		if r >= 0x80 {
			ascii = false
			break
		}
	}
	buf := make([]byte, 0, len(rs))
	if ascii {
		for _, r := range rs {
			buf = append(buf, byte(r))
		}
		return string(buf)
	}
	for i := 0; i < len(rs); i++ {
		r := rs[i]
		if r >= 0xD800 && r < 0xDC00 && i+1 < len(rs) && rs[i+1] >= 0xDC00 && rs[i+1] < 0xE000 {
			r = 0x10000 + (r-0xD800)<<10 + (rs[i+1] - 0xDC00)
			i++
		}
		buf = wtf8.Append(buf, r)
	}
	return string(buf)
}

// regexpMatch is one match of the built-in exec. Capture texts are made
// when asked for (a replace with a plain string needs none).
type regexpMatch struct {
	index int // UTF-16
	end   int // UTF-16
	t     *runeText
	info  *regexpInfo
	// caps are the rune offsets [start, end) of groups 1..n (start -1:
	// unmatched); t is nil when the literal path found the match.
	caps   []int
	r0, r1 int
	// linear is set when RE2 found the match: in time linear in the
	// text, bounded by maxRE2Cost (loopClock reads the clock less often).
	linear bool
}

func (mt *regexpMatch) ngroups() int { return 1 + len(mt.caps)/2 }

// group is capture i's text, undefined when it did not participate.
func (mt *regexpMatch) group(i int) Value {
	if i == 0 && mt.t == nil {
		return mt.info.lit
	}
	a, b := mt.bounds(i)
	if a < 0 {
		return undefined
	}
	return str(mt.t.str(a, b))
}

// bounds is capture i's runes [a, b) in mt.t, a < 0 when it did not
// participate.
func (mt *regexpMatch) bounds(i int) (a, b int) {
	if i == 0 {
		return mt.r0, mt.r1
	}
	return mt.caps[2*i-2], mt.caps[2*i-1]
}

// group0 is group(0), its header boxed in b.
func (mt *regexpMatch) group0(b *stringBoxes) Value {
	if mt.t == nil {
		return mt.info.lit
	}
	return b.value(mt.t.str(mt.r0, mt.r1))
}

// groupText is capture i's text ("" when it did not participate).
func (mt *regexpMatch) groupText(i int) string {
	if i == 0 && mt.t == nil {
		return mt.info.lit.ref.(string)
	}
	a, b := mt.bounds(i)
	if a < 0 {
		return ""
	}
	return mt.t.str(a, b)
}

// span is capture i's UTF-16 [start, end), start -1 when unmatched.
func (mt *regexpMatch) span(i int) [2]int {
	if i == 0 {
		return [2]int{mt.index, mt.end}
	}
	a, b := mt.caps[2*i-2], mt.caps[2*i-1]
	if a < 0 {
		return [2]int{-1, -1}
	}
	return [2]int{mt.t.utf16(a), mt.t.utf16(b)}
}

// groups lists every capture's text.
func (mt *regexpMatch) groups() []Value { return mt.appendGroups(nil, 0) }

// appendGroups appends every capture's text to out, with room for extra
// more values after them.
func (mt *regexpMatch) appendGroups(out []Value, extra int) []Value {
	n := mt.ngroups()
	out = slices.Grow(out, n+extra)
	if n == 1 || mt.t == nil {
		for i := range n {
			out = append(out, mt.group(i))
		}
		return out
	}
	// One list of headers boxes every capture's text (boxedString); it
	// is the match's own and never written again.
	texts := make([]string, n)
	for i := range n {
		a, b := mt.bounds(i)
		if a < 0 {
			out = append(out, undefined)
			continue
		}
		texts[i] = mt.t.str(a, b)
		out = append(out, boxedString(&texts[i]))
	}
	return out
}

// namedGroups is the groups object of a match (a null-prototype object
// from names to captures), or undefined without named groups.
func (mt *regexpMatch) namedGroups(val func(i int) Value) Value {
	if mt.info == nil || mt.info.names == nil {
		return undefined
	}
	g := &Object{}
	for i, n := range mt.info.names {
		if n != "" && i < mt.ngroups() && mt.namedGroupValue(i) {
			g.setOwn(n, val(i))
		}
	}
	return obj(g)
}

// namedGroupValue reports whether group i gives its name's value: the
// first group of the name, or a later one (ES2025: a duplicate name in
// another alternative) that participated in the match. The property keeps
// the place of the name's first group.
func (mt *regexpMatch) namedGroupValue(i int) bool {
	names := mt.info.names
	return !mt.info.dupNames || slices.Index(names, names[i]) == i || mt.caps[2*i-2] >= 0
}

// execAt runs the regexp at UTF-16 index start; false when there is no
// match (or, for a sticky regexp, no match exactly at start).
func (m *Machine) execAt(d *regexpData, t *runeText, start int, res *regexpMatch) (bool, error) {
	info := d.meta()
	ri := t.runeAt(start)
	if ri > t.n {
		return false, nil
	}
	if info.fast != nil && t.ascii && (ri == 0 || !info.fastLeftContext) && (t.n-ri)*info.fastCost <= maxRE2Cost {
		return m.execRE2(info, t, ri, res), nil
	}
	mt, err := d.re.FindRunesMatchStartingAt(t.runes(), ri)
	if err != nil {
		return false, m.regexpTimedOut(d)
	}
	if mt == nil {
		m.work(1 + t.n - ri) // the characters scanned
		return false, nil
	}
	m.work(1 + mt.Index + mt.Length - ri)
	if info.sticky && mt.Index != ri {
		return false, nil
	}
	*res = regexpMatch{index: t.utf16(mt.Index), end: t.utf16(mt.Index + mt.Length), t: t, info: info,
		r0: mt.Index, r1: mt.Index + mt.Length}
	if n := min(mt.GroupCount(), info.ncaps+1); n > 1 {
		res.caps = make([]int, 0, 2*(n-1))
		for _, g := range mt.Groups()[1:n] {
			if len(g.Captures) == 0 {
				res.caps = append(res.caps, -1, -1)
			} else {
				res.caps = append(res.caps, g.Index, g.Index+g.Length)
			}
		}
	}
	return true, nil
}

// matchArray builds the array exec returns.
func (m *Machine) matchArray(mt *regexpMatch, input string) Value {
	groups := mt.groups()
	m.charge(objectSize + len(groups)*valueSize) // as newArray
	// The array and its own properties in their order, in one allocation:
	// a new array has none, so nothing can be found or replaced.
	r := &matchObject{}
	r.o = Object{class: ClassArray, proto: m.proto(protoArray), arr: groups, plist: r.props[:3:4]} // room for indices
	a := &r.o
	a.plist[0] = prop{key: "index", val: num(float64(mt.index))}
	a.plist[1] = prop{key: "input", val: m.inputValue(input)}
	a.plist[2] = prop{key: "groups", val: mt.namedGroups(mt.group)}
	if mt.info != nil && mt.info.hasIndices {
		pair := func(i int) Value {
			sp := mt.span(i)
			if sp[0] < 0 {
				return undefined
			}
			return m.newArrayValue([]Value{num(float64(sp[0])), num(float64(sp[1]))})
		}
		idx := make([]Value, mt.ngroups())
		for i := range idx {
			idx[i] = pair(i)
		}
		ia := m.newArray(idx)
		ia.setOwn("groups", mt.namedGroups(pair))
		a.setOwn("indices", obj(ia))
	}
	return obj(a)
}

// toLength is ToLength(v) as a float64 (an integer in [0, 2^53-1]).
func (m *Machine) toLength(v Value) (float64, error) {
	f, err := m.toNumber(v)
	if err != nil {
		return 0, err
	}
	f = toInteger(f)
	if f <= 0 {
		return 0, nil
	}
	return min(f, 1<<53-1), nil
}

// regexpExec is RegExpBuiltinExec: it reads lastIndex, and updates it for
// global and sticky regexps.
func (m *Machine) regexpExec(o *Object, d *regexpData, s string) (*regexpMatch, error) {
	v, err := m.get(o, "lastIndex", obj(o))
	if err != nil {
		return nil, err
	}
	li, err := m.toLength(v)
	if err != nil {
		return nil, err
	}
	info := d.meta()
	update := info.global || info.sticky
	if !update {
		li = 0
	}
	t := m.regexpText(d, s)
	if li > float64(t.utf16(t.n)) {
		if update {
			return nil, m.set(o, "lastIndex", num(0), true)
		}
		return nil, nil
	}
	var mt regexpMatch
	ok, err := m.execAt(d, t, int(li), &mt)
	if err != nil {
		return nil, err
	}
	if update {
		next := 0
		if ok {
			next = mt.end
		}
		if err := m.set(o, "lastIndex", num(float64(next)), true); err != nil {
			return nil, err
		}
	}
	if !ok {
		return nil, nil
	}
	return &mt, nil
}

// eachMatch calls f with every match from UTF-16 index start in order (f
// must not keep mt).
func (m *Machine) eachMatch(d *regexpData, s string, start int, f func(mt *regexpMatch) error) error {
	info := d.meta()
	var mt regexpMatch
	if info.literal && wtf8.IsASCII(s) {
		// A plain literal (/,/g, /foo/g) on ASCII text: a string search
		// finds the same matches without the regexp engine.
		for from := start; from <= len(s); {
			i := strings.Index(s[from:], d.source)
			if i < 0 {
				m.workBytes(len(s) - from)
				break
			}
			at := from + i
			end := at + len(d.source)
			m.work(1 + (end-from)/bytesPerStep)
			mt = regexpMatch{index: at, end: end, info: info}
			if err := f(&mt); err != nil {
				return err
			}
			from = end
		}
		return nil
	}
	t := m.regexpText(d, s)
	defer m.holdText(4 * len(s))()
	n := t.utf16(t.n)
	clock := newLoopClock()
	for pos := start; pos <= n; {
		ok, err := m.execAt(d, t, pos, &mt) // charges its work
		if err == nil {
			err = m.loopTimedOut(d, &clock, &mt)
		}
		if err != nil {
			return err
		}
		if !ok {
			break
		}
		if err := f(&mt); err != nil {
			return err
		}
		pos = mt.end
		if mt.end == mt.index {
			pos = advanceIndex(t, pos, info.unicode)
		}
	}
	return nil
}

// advanceIndex is AdvanceStringIndex on a runeText: one code unit, or a
// whole surrogate pair with the u flag.
func advanceIndex(t *runeText, i int, unicode bool) int {
	if unicode && t.u16 != nil {
		ri := t.runeAt(i)
		if ri < t.n && t.utf16(ri) == i {
			return t.utf16(ri + 1)
		}
	}
	return i + 1
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
			if n := src[i+1]; n == '\n' || n == '\r' || strings.HasPrefix(src[i+1:], "\u2028") || strings.HasPrefix(src[i+1:], "\u2029") {
				// An escaped line terminator is the terminator: written
				// as its escape below.
				continue
			}
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
	if d.source == "" || strings.ContainsAny(d.flags, "iy") || !wtf8.IsASCII(d.source) {
		return false
	}
	return !strings.ContainsAny(d.source, `\^$.|?*+()[]{}/`)
}
