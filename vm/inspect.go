package vm

import (
	"math"
	"math/big"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/codemode-go/codemode/vm/internal/wtf8"
)

// Console formatting after node's util.format and util.inspect (default
// options: depth 2, breakLength 80, compact 3, maxArrayLength 100,
// maxStringLength 10000), for the values programs commonly log. The
// structure follows node's lib/internal/util/inspect.js (formatValue,
// formatRaw, reduceToSingleString) so the line-breaking decisions agree.

type inspectCtx struct {
	m            *Machine
	seen         []*Object
	circular     map[*Object]int
	indentLvl    int
	currentDepth int
	depth        int
	maxArray     int  // maxArrayLength (0: node's default 100; < 0: none shown)
	maxString    int  // maxStringLength (0: node's default 10000; < 0: none shown)
	breakLength  int  // breakLength (0: node's default 80)
	noBreak      bool // breakLength Infinity (console.table cells)
	showHidden   bool // util.inspect's showHidden (%o): non-enumerable keys too
	// held is the length of the formatted pieces not yet joined into
	// their parent's text; tooLong is set once it passes inspectMaxHeld,
	// and from then on everything formats as "" (text reports it).
	held    int
	tooLong bool
}

// Bounds on one inspection, whatever its options (console.dir's depth may
// be Infinity):
//
//   - inspectMaxNesting: objects nest at most this deep; a deeper one
//     prints as node prints the object at which its stack runs out (after
//     about a thousand levels there), so the formatter's Go recursion is
//     bounded. Each level copies the text of the levels inside it, and
//     that text grows with their indentation, so the cost grows with the
//     cube of the nesting: 200 levels format in tens of milliseconds, 500
//     took half a second, long enough for one console.dir to trip the
//     Temporal SDK's one-second deadlock detector on a loaded worker.
//   - inspectMaxHeld: the formatted text held at once (a value that
//     shares one subtree along many paths formats in exponential length)
//     is at most this many bytes; past it the inspection fails with
//     node's RangeError for an over-long string.
//
// And every value formatted is charged as work (work.go), so timeoutMs
// stops a long inspection and step limits count it.
const (
	inspectMaxNesting = 200
	inspectMaxHeld    = 64 << 20
)

// text formats v, or fails with a RangeError when the text grew too long.
func (ctx *inspectCtx) text(v Value) (string, error) {
	s := ctx.format(v, 0, false)
	if ctx.tooLong {
		return "", ctx.m.errStringLength()
	}
	return s, nil
}

// hold counts n more bytes of formatted text held; false once too many are.
func (ctx *inspectCtx) hold(n int) bool {
	ctx.held += n
	ctx.m.workBytes(n)
	if ctx.held > inspectMaxHeld {
		ctx.tooLong = true
	}
	return !ctx.tooLong
}

func (ctx *inspectCtx) maxArrayLength() int {
	switch {
	case ctx.maxArray == 0:
		return 100
	case ctx.maxArray < 0:
		return 0
	}
	return ctx.maxArray
}

func (ctx *inspectCtx) maxStringLength() int {
	switch {
	case ctx.maxString == 0:
		return inspectMaxString
	case ctx.maxString < 0:
		return 0
	}
	return ctx.maxString
}

// breakLen is breakLength; with noBreak (Infinity) no line is too long.
func (ctx *inspectCtx) breakLen() int {
	switch {
	case ctx.noBreak:
		return math.MaxInt32
	case ctx.breakLength == 0:
		return inspectBreakLength
	}
	return ctx.breakLength
}

const (
	inspectBreakLength   = 80
	inspectMaxString     = 10000 // maxStringLength
	inspectMinLineLength = 16    // kMinLineLength: shorter strings are never split
)

var identRe = regexp.MustCompile(`^[a-zA-Z_][a-zA-Z_0-9]*$`)

// inspect formats v like util.inspect (with the default depth of 2; in the
// rare case of a text too long to build, what was built: callers that
// print use inspectCtx.text).
func (m *Machine) inspect(v Value) string {
	ctx := &inspectCtx{m: m, depth: 2}
	return ctx.format(v, 0, false)
}

// inspectShort names a value in error messages ("x is not a function").
func (m *Machine) inspectShort(v Value) string {
	switch v.kind {
	case KString:
		return `"` + v.ref.(string) + `"`
	case KSymbol:
		return v.ref.(*Symbol).String()
	case KObject:
		o := v.ref.(*Object)
		if o.isCallable() {
			return m.inspect(v)
		}
		if o.class == ClassArray {
			return "object"
		}
		return "#<" + m.constructorName(o, "Object") + ">"
	}
	return m.inspect(v)
}

func (m *Machine) displayObject(o *Object) string { return "#<" + m.constructorName(o, "Object") + ">" }

// constructorName finds the name of the constructor an object was made by
// (for V8-style messages; inspection uses inspectCtorName). A prototype
// object (C.prototype) is named after C, as V8 does.
func (m *Machine) constructorName(o *Object, def string) string {
	if c, acc, ok := m.getOwn(o, "constructor"); ok && acc == nil {
		if co := c.asObject(); co != nil && co.isCallable() {
			if pv, pacc, ok := m.getOwn(co, "prototype"); ok && pacc == nil && pv.asObject() == o {
				if name := m.functionName(co); name != "" {
					return name
				}
			}
		}
	}
	for p := o.proto; p != nil; p = p.proto {
		if i := p.find("constructor"); i >= 0 {
			if c := p.props()[i].val.asObject(); c != nil && c.isCallable() {
				return m.functionName(c)
			}
		} else if p.lazy != nil {
			if c, _, ok := m.getOwn(p, "constructor"); ok && c.isCallable() {
				return m.functionName(c.asObject())
			}
		}
	}
	return def
}

func quoteInspect(s string) string {
	q := byte('\'')
	if strings.IndexByte(s, '\'') >= 0 {
		if strings.IndexByte(s, '"') < 0 {
			q = '"'
		} else if strings.IndexByte(s, '`') < 0 && !strings.Contains(s, "${") {
			q = '`'
		}
	}
	var b strings.Builder
	b.WriteByte(q)
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == q:
			b.WriteByte('\\')
			b.WriteByte(c)
		case c == '\n':
			b.WriteString(`\n`)
		case c == '\t':
			b.WriteString(`\t`)
		case c == '\r':
			b.WriteString(`\r`)
		case c == '\b':
			b.WriteString(`\b`)
		case c == '\f':
			b.WriteString(`\f`)
		case c == '\v':
			b.WriteString(`\v`)
		case c == '\\':
			b.WriteString(`\\`)
		case c < 0x20 || c == 0x7f:
			b.WriteString(`\x`)
			b.WriteString(strings.ToUpper(hex2(c)))
		case c == 0xED && i+2 < len(s) && s[i+1] >= 0xA0:
			// A surrogate stored alone (WTF-8): a pair prints as its
			// character, a lone one as \uXXXX like node.
			r, _ := wtf8.Decode(s[i:])
			if r < 0xDC00 && i+5 < len(s) && s[i+3] == 0xED && s[i+4] >= 0xB0 {
				lo, _ := wtf8.Decode(s[i+3:])
				b.WriteRune(0x10000 + (r-0xD800)<<10 + (lo - 0xDC00))
				i += 5
				continue
			}
			b.WriteString(`\u`)
			b.WriteString(lowerHex2(int(r) >> 8))
			b.WriteString(lowerHex2(int(r) & 0xFF))
			i += 2
		default:
			b.WriteByte(c)
		}
	}
	b.WriteByte(q)
	return b.String()
}

func hex2(c byte) string {
	return string([]byte{hexDigits[c>>4], hexDigits[c&15]})
}

func formatNumber(f float64) string {
	if f == 0 && math.Signbit(f) {
		return "-0"
	}
	return numberToString(f)
}

func (ctx *inspectCtx) format(v Value, depth int, nested bool) string {
	if ctx.tooLong {
		return ""
	}
	ctx.m.work(1)
	switch v.kind {
	case KUndefined, KEmpty:
		return "undefined"
	case KNull:
		return "null"
	case KBool:
		if v.num != 0 {
			return "true"
		}
		return "false"
	case KNumber:
		return formatNumber(v.num)
	case KString:
		s := ctx.formatString(v.ref.(string))
		if !ctx.hold(len(s)) {
			return ""
		}
		return s
	case KSymbol:
		return v.ref.(*Symbol).String()
	case KBigInt:
		return bigintDecimal(v) + "n"
	case KObject:
		o := v.ref.(*Object)
		if o.class == ClassProxy {
			// Node shows a proxy as its target, without running a trap.
			if o = proxyTarget(o); o == nil {
				return "<Revoked Proxy>"
			}
		}
		held := ctx.held
		s := ctx.formatObject(o, depth)
		// The pieces held for it are joined into s now.
		ctx.held = held
		if !ctx.hold(len(s)) {
			return ""
		}
		return s
	}
	return ""
}

// formatString quotes a string; one longer than maxStringLength is cut
// ("... n more characters"), and a long one is split after each line
// break into quoted pieces joined by " +" (node's formatPrimitive).
func (ctx *inspectCtx) formatString(s string) string {
	trailer := ""
	n := wtf8.UTF16Len(s)
	if limit := ctx.maxStringLength(); n > limit {
		rest := n - limit
		s = utf16Prefix(s, limit)
		n = limit
		trailer = "... " + strconv.Itoa(rest) + " more character" + plural(rest)
	}
	if n > inspectMinLineLength && n > ctx.breakLen()-ctx.indentLvl-4 && strings.Contains(s[:len(s)-1], "\n") {
		var parts []string
		for len(s) > 0 {
			i := strings.IndexByte(s, '\n')
			if i < 0 || i == len(s)-1 {
				parts = append(parts, quoteInspect(s))
				break
			}
			parts = append(parts, quoteInspect(s[:i+1]))
			s = s[i+1:]
		}
		return strings.Join(parts, " +\n"+strings.Repeat(" ", ctx.indentLvl+2)) + trailer
	}
	return quoteInspect(s) + trailer
}

// utf16Prefix is the first n UTF-16 code units of s (a pair cut in half
// keeps its first half, as a lone surrogate).
func utf16Prefix(s string, n int) string {
	units := 0
	for i := 0; i < len(s); {
		r, size := wtf8.Decode(s[i:])
		w := 1
		if r >= 0x10000 {
			w = 2
		}
		if units+w > n {
			if units < n { // half a pair
				hi, _ := splitSurrogates(r)
				return s[:i] + string(wtf8.Append(nil, hi))
			}
			return s[:i]
		}
		units += w
		i += size
	}
	return s
}

func splitSurrogates(r rune) (rune, rune) {
	r -= 0x10000
	return 0xD800 + (r>>10)&0x3FF, 0xDC00 + r&0x3FF
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// inspectCtorName is node's getConstructorName: the name of the first
// constructor found along the prototype chain, starting at o itself,
// that has a name and whose prototype o inherits from. ok is false for
// an object whose prototype is null; a chain with no such constructor
// reads "Object <...>" after its first prototype.
func (ctx *inspectCtx) inspectCtorName(o *Object, depth int) (string, bool) {
	m := ctx.m
	for p := o; p != nil; p = p.proto {
		c, acc, ok := m.getOwn(p, "constructor")
		if !ok || acc != nil {
			continue
		}
		co := c.asObject()
		if co == nil || !co.isCallable() {
			continue
		}
		if name := m.functionName(co); name != "" && ctx.inheritsFrom(o, co) {
			return name, true
		}
	}
	if o.proto == nil {
		return "", false
	}
	if depth > ctx.depth || depth >= inspectMaxNesting {
		return "Object <Complex prototype>", true
	}
	if name, ok := ctx.inspectCtorName(o.proto, depth+1); ok {
		return "Object <" + name + ">", true
	}
	inner := &inspectCtx{m: m, depth: -1}
	return "Object <" + inner.format(obj(o.proto), 0, false) + ">", true
}

// inheritsFrom is o instanceof c for an ordinary constructor.
func (ctx *inspectCtx) inheritsFrom(o, c *Object) bool {
	pv, acc, ok := ctx.m.getOwn(c, "prototype")
	proto := pv.asObject()
	if !ok || acc != nil || proto == nil {
		return false
	}
	for p := o.proto; p != nil; p = p.proto {
		if p == proto {
			return true
		}
	}
	return false
}

// stringTag is o[Symbol.toStringTag] when it is a string that is not an
// own enumerable property (that one prints among the keys).
func (ctx *inspectCtx) stringTag(o *Object) string {
	v, err := ctx.m.get(o, symToStringTag.key, obj(o))
	if err != nil || v.kind != KString {
		return ""
	}
	tag := v.ref.(string)
	if i := o.find(symToStringTag.key); tag != "" && i >= 0 && (ctx.showHidden || o.props()[i].flags&flagHidden == 0) {
		return ""
	}
	return tag
}

// inspectPrefix is node's getPrefix: "Name(size) [tag] " or, without a
// constructor, "[Fallback(size): null prototype] [tag] ".
func inspectPrefix(ctor string, hasCtor bool, tag, fallback, size string) string {
	if !hasCtor {
		if tag != "" && fallback != tag {
			return "[" + fallback + size + ": null prototype] [" + tag + "] "
		}
		return "[" + fallback + size + ": null prototype] "
	}
	if tag != "" && ctor != tag {
		return ctor + size + " [" + tag + "] "
	}
	return ctor + size + " "
}

// ctxStyle is node's getCtxStyle for ordinary objects.
func ctxStyle(ctor string, hasCtor bool, tag string) string {
	fallback := ""
	if !hasCtor {
		fallback = "Object"
	}
	return inspectPrefix(ctor, hasCtor, tag, fallback, "")
}

func (ctx *inspectCtx) circularRef(o *Object) string {
	if ctx.circular == nil {
		ctx.circular = map[*Object]int{}
	}
	idx, ok := ctx.circular[o]
	if !ok {
		idx = len(ctx.circular) + 1
		ctx.circular[o] = idx
	}
	return "[Circular *" + strconv.Itoa(idx) + "]"
}

// ownInspectKeys lists the keys node shows: own enumerable string keys
// then own enumerable symbol keys (all own keys with showHidden).
func (ctx *inspectCtx) ownInspectKeys(o *Object) []string {
	m := ctx.m
	var keys []string
	if o.class == ClassArray || o.class == ClassTypedArray {
		// Elements are shown apart: list only the other keys, without
		// spelling out every index of a large array.
		for _, p := range o.props() {
			if _, index := arrayIndex(p.key); index || p.key == "length" || p.isTombstone() {
				continue
			}
			if isSymbolKey(p.key) {
				if (ctx.showHidden || p.flags&flagHidden == 0) && m.symbolForKey(p.key) != nil {
					keys = append(keys, p.key)
				}
			} else if ctx.showHidden || p.flags&flagHidden == 0 {
				keys = append(keys, p.key)
			}
		}
		sortSymbolsLast(keys)
		return keys
	}
	for _, k := range m.ownKeysNoMaterialize(o) {
		if ctx.showHidden || m.isEnumerable(o, k) {
			keys = append(keys, k)
		}
	}
	for _, p := range o.props() {
		if isSymbolKey(p.key) && (ctx.showHidden || p.flags&flagHidden == 0) && m.symbolForKey(p.key) != nil {
			keys = append(keys, p.key)
		}
	}
	return keys
}

// sortSymbolsLast moves symbol keys after the string keys, keeping the
// order within each (Reflect.ownKeys order).
func sortSymbolsLast(keys []string) {
	sort.SliceStable(keys, func(i, j int) bool { return !isSymbolKey(keys[i]) && isSymbolKey(keys[j]) })
}

func withoutIndexKeys(keys []string) []string {
	var rest []string
	for _, k := range keys {
		if _, ok := arrayIndex(k); !ok {
			rest = append(rest, k)
		}
	}
	return rest
}

func (ctx *inspectCtx) formatObject(o *Object, depth int) string {
	for _, s := range ctx.seen {
		if s == o {
			return ctx.circularRef(o)
		}
	}
	if s, ok := ctx.formatURL(o, depth); ok {
		return s
	}
	ctor, hasCtor := ctx.inspectCtorName(o, depth)
	tag := ctx.stringTag(o)
	keys := ctx.ownInspectKeys(o)
	var protoProps []string // showHidden: accessors of a class's prototypes
	if ctx.showHidden && depth <= ctx.depth {
		protoProps = ctx.prototypeProperties(o, depth)
	}
	base := ""
	braces := [2]string{"{", "}"}
	arrayType := false // node's kArrayExtrasType: entries are grouped
	var entries func() []string

	md, isCollection := o.internal.(*mapData)
	switch {
	case o.class == ClassArray || o.class == ClassTypedArray:
		keys = withoutIndexKeys(keys)
		if o.class == ClassArray && ctx.showHidden {
			keys = append([]string{"length"}, keys...)
		}
		fallback := "Array"
		elems := o
		if ta := typedArrayOf(o); ta != nil {
			// The elements, read once, as an array's.
			fallback = taInfos[ta.kind].name
			elems = &Object{class: ClassArray, arr: ta.values()}
		}
		prefix := ""
		if ctor != fallback || tag != "" || !hasCtor {
			prefix = inspectPrefix(ctor, hasCtor, tag, fallback, "("+strconv.Itoa(len(elems.arr))+")")
		}
		braces = [2]string{prefix + "[", "]"}
		if len(elems.arr) == 0 && len(keys) == 0 && protoProps == nil {
			return braces[0] + "]"
		}
		arrayType = true
		entries = func() []string {
			out := ctx.arrayEntries(elems, depth)
			if ta := typedArrayOf(o); ta != nil && ctx.showHidden {
				out = append(out, ctx.typedArrayHidden(ta)...)
			}
			return out
		}
	case o.class == ClassArrayBuffer || o.class == ClassDataView:
		fallback := "ArrayBuffer"
		if o.class == ClassDataView {
			fallback = "DataView"
		}
		braces[0] = inspectPrefix(ctor, hasCtor, tag, fallback, "") + "{"
		entries = func() []string { return ctx.bufferEntries(o, depth) }
	case isCollection && (o.class == ClassMap || o.class == ClassSet):
		fallback := "Map"
		if o.class == ClassSet {
			fallback = "Set"
		}
		prefix := inspectPrefix(ctor, hasCtor, tag, fallback, "("+strconv.Itoa(md.size)+")")
		if md.size == 0 && len(keys) == 0 && protoProps == nil {
			return prefix + "{}"
		}
		braces[0] = prefix + "{"
		entries = func() []string { return ctx.collectionItems(o, md, depth) }
	case o.class == ClassIterator && ctx.collectionIterator(o) != nil:
		// node's formatIterator: a preview of the entries still to come.
		it := ctx.collectionIterator(o)
		kind := "Map"
		if it.obj != nil && it.obj.class == ClassSet {
			kind = "Set"
		}
		label := kind + " Iterator"
		if tag != label {
			if tag != "" {
				label = tag + "] [" + label
			}
		}
		if it.kind == iterMapEntries {
			label = strings.TrimSuffix(label, " Iterator") + " Entries"
		}
		braces[0] = "[" + label + "] {"
		entries = func() []string { return ctx.iteratorPreview(it, depth) }
	case o.isCallable():
		base = ctx.functionBase(o, ctor, hasCtor, tag)
		if len(keys) == 0 && protoProps == nil {
			return base
		}
	case ctor == "Object" && hasCtor:
		// Whatever else its kind, an object whose constructor is Object
		// prints as a plain object.
		if o.class == ClassArguments {
			braces[0] = "[Arguments] {"
		} else if tag != "" {
			braces[0] = inspectPrefix(ctor, hasCtor, tag, "Object", "") + "{"
		}
		if len(keys) == 0 && protoProps == nil {
			return braces[0] + "}"
		}
	case o.class == ClassRegExp:
		d := o.internal.(*regexpData)
		base = "/" + escapeRegExpSource(d.source) + "/" + d.meta().canonFlags
		if prefix := inspectPrefix(ctor, hasCtor, tag, "RegExp", ""); prefix != "RegExp " {
			base = prefix + base
		}
		if len(keys) == 0 && protoProps == nil || depth > ctx.depth {
			return base
		}
	case o.class == ClassDate:
		base = ctx.m.dateISO(o)
		if prefix := inspectPrefix(ctor, hasCtor, tag, "Date", ""); prefix != "Date " {
			base = prefix + base
		}
		if len(keys) == 0 && protoProps == nil {
			return base
		}
	case ctx.isError(o):
		base = ctx.formatError(o, ctor, hasCtor, tag, &keys)
		if len(keys) == 0 && protoProps == nil {
			return base
		}
	case o.class == ClassPromise:
		braces[0] = inspectPrefix(ctor, hasCtor, tag, "Promise", "") + "{"
		entries = func() []string { return ctx.promiseEntries(o, depth) }
	case o.class == ClassWeakMap || o.class == ClassWeakSet:
		fallback := "WeakMap"
		if o.class == ClassWeakSet {
			fallback = "WeakSet"
		}
		braces[0] = inspectPrefix(ctor, hasCtor, tag, fallback, "") + "{"
		entries = func() []string { return []string{"<items unknown>"} }
	case isPrimitiveWrapper(o):
		if o.class == ClassString {
			keys = withoutIndexKeys(keys)
			if ctx.showHidden && (len(keys) == 0 || keys[0] != "length") {
				keys = append([]string{"length"}, keys...) // a String's own length
			}
		}
		base = ctx.boxedBase(o, ctor, hasCtor, tag)
		if len(keys) == 0 && protoProps == nil {
			return base
		}
	default:
		if len(keys) == 0 && protoProps == nil {
			return ctxStyle(ctor, hasCtor, tag) + "{}"
		}
		braces[0] = ctxStyle(ctor, hasCtor, tag) + "{"
	}

	if depth > ctx.depth {
		name := strings.TrimSuffix(ctxStyle(ctor, hasCtor, tag), " ")
		if hasCtor {
			name = "[" + name + "]"
		}
		return name
	}
	if depth >= inspectMaxNesting {
		name := strings.TrimSuffix(ctxStyle(ctor, hasCtor, tag), " ")
		return "[" + name + ": Inspection interrupted prematurely. Maximum call stack size exceeded.]"
	}
	ctx.seen = append(ctx.seen, o)
	ctx.currentDepth = depth
	var output []string
	if entries != nil {
		output = entries()
	}
	for _, k := range keys {
		output = append(output, ctx.property(o, k, depth, arrayType))
	}
	output = append(output, protoProps...)
	ctx.seen = ctx.seen[:len(ctx.seen)-1]
	if idx, ok := ctx.circular[o]; ok {
		ref := "<ref *" + strconv.Itoa(idx) + ">"
		if base == "" {
			base = ref
		} else {
			base = ref + " " + base
		}
	}
	return ctx.reduce(output, base, braces, arrayType, depth, o)
}

// builtinCtors are the global constructors node's showHidden stops at
// (its builtInObjects) when it lists prototype properties.
var builtinCtors = map[string]bool{
	"Object": true, "Function": true, "Array": true, "Number": true, "Boolean": true, "String": true,
	"Symbol": true, "Date": true, "Promise": true, "RegExp": true, "Error": true, "AggregateError": true,
	"EvalError": true, "RangeError": true, "ReferenceError": true, "SyntaxError": true, "TypeError": true,
	"URIError": true, "Map": true, "Set": true, "WeakMap": true, "WeakSet": true, "BigInt": true,
	"Uint8Array": true, "Int8Array": true, "Uint8ClampedArray": true, "Int16Array": true, "Uint16Array": true,
	"Int32Array": true, "Uint32Array": true, "Float16Array": true, "Float32Array": true, "Float64Array": true,
	"BigInt64Array": true, "BigUint64Array": true, "ArrayBuffer": true, "DataView": true, "URL": true, "URLSearchParams": true, "TextEncoder": true, "TextDecoder": true,
}

// prototypeProperties is node's addPrototypeProperties (showHidden): the
// non-method properties (accessors mostly) of up to three prototypes of
// a class instance, up to a built-in constructor's prototype.
func (ctx *inspectCtx) prototypeProperties(o *Object, depth int) []string {
	m := ctx.m
	named := func(p *Object) (string, bool) {
		c, acc, ok := m.getOwn(p, "constructor")
		if !ok || acc != nil {
			return "", false
		}
		co := c.asObject()
		if co == nil || !co.isCallable() {
			return "", false
		}
		name := m.functionName(co)
		return name, name != "" && ctx.inheritsFrom(o, co)
	}
	holder := o
	for ; holder != nil; holder = holder.proto {
		if _, ok := named(holder); ok {
			break
		}
	}
	if holder == nil {
		return nil
	}
	name, _ := named(holder)
	start := o.proto
	if holder == o {
		start = nil
	}
	if start == holder && builtinCtors[name] {
		return nil
	}
	if start == nil {
		start = o
	}
	var out []string
	shown := map[string]bool{}
	var prev []string
	p := start
	for level := 0; level < 3; level++ {
		if level != 0 || p == o {
			p = p.proto
			if p == nil {
				return out
			}
			c, acc, ok := m.getOwn(p, "constructor")
			if co := c.asObject(); ok && acc == nil && co != nil && co.isCallable() && builtinCtors[m.functionName(co)] {
				return out
			}
		}
		for _, k := range prev {
			shown[k] = true
		}
		keys := m.ownKeysNoMaterialize(p)
		for _, pr := range p.props() {
			if isSymbolKey(pr.key) && m.symbolForKey(pr.key) != nil {
				keys = append(keys, pr.key)
			}
		}
		prev = keys
		ctx.seen = append(ctx.seen, o)
		for _, k := range keys {
			if k == "constructor" || m.hasOwn(o, k) || level != 0 && shown[k] {
				continue
			}
			if v, acc, _ := m.getOwn(p, k); acc == nil && v.isCallable() {
				continue
			}
			out = append(out, ctx.property(p, k, depth, false))
		}
		ctx.seen = ctx.seen[:len(ctx.seen)-1]
	}
	return out
}

// isError is node's isError: a native error or any object inheriting
// from Error.prototype.
func (ctx *inspectCtx) isError(o *Object) bool {
	if o.class == ClassError {
		return true
	}
	ep := ctx.m.classes().protos[protoError]
	for p := o.proto; p != nil && ep != nil; p = p.proto {
		if p == ep {
			return true
		}
	}
	return false
}

// boxedBase is node's getBoxedBase: [Number: 3], [String: 'ab'].
func (ctx *inspectCtx) boxedBase(o *Object, ctor string, hasCtor bool, tag string) string {
	var typ, val string
	switch x := o.internal.(type) {
	case string:
		typ, val = "String", (&inspectCtx{m: ctx.m, noBreak: true}).formatString(x)
	case float64:
		typ, val = "Number", formatNumber(x)
	case bool:
		typ, val = "Boolean", strconv.FormatBool(x)
	case *big.Int:
		typ, val = "BigInt", x.String()+"n"
	case *Symbol:
		typ, val = "Symbol", x.String()
	}
	base := "[" + typ
	if typ != ctor {
		if !hasCtor {
			base += " (null prototype)"
		} else {
			base += " (" + ctor + ")"
		}
	}
	base += ": " + val + "]"
	if tag != "" && tag != ctor {
		base += " [" + tag + "]"
	}
	return base
}

func (ctx *inspectCtx) functionBase(o *Object, ctor string, hasCtor bool, tag string) string {
	m := ctx.m
	name := m.functionName(o)
	if o.class == ClassFunction && o.fn.code.IsClassConstructor {
		s := "[class " + name
		if name == "" {
			s = "[class (anonymous)"
		}
		if hasCtor && ctor != "Function" {
			s += " [" + ctor + "]"
		}
		if tag != "" && ctor != tag {
			s += " [" + tag + "]"
		}
		if !hasCtor {
			s += " extends [null prototype]"
		} else if o.proto != nil && o.proto.isCallable() {
			if super := m.functionName(o.proto); super != "" {
				s += " extends " + super
			}
		}
		return s + "]"
	}
	kind := "Function"
	if o.class == ClassFunction && o.fn.code.IsGenerator {
		kind = "GeneratorFunction"
	}
	if o.class == ClassFunction && o.fn.code.IsAsync {
		kind = "Async" + kind
	}
	s := "[" + kind
	if !hasCtor {
		s += " (null prototype)"
	}
	if name == "" {
		s += " (anonymous)]"
	} else {
		s += ": " + name + "]"
	}
	// A function made by another constructor names it: "[Function: f]
	// Object". (The VM has no AsyncFunction or GeneratorFunction
	// constructors to tell apart, so those names are not compared.)
	if hasCtor && ctor != kind && !strings.HasSuffix(ctor, "Function") {
		s += " " + ctor
	}
	if tag != "" && ctor != tag {
		s += " [" + tag + "]"
	}
	return s
}

// arrayEntries is node's formatArray / formatSpecialArray: at most
// maxArrayLength entries, where a run of holes counts as one.
func (ctx *inspectCtx) arrayEntries(o *Object, depth int) []string {
	n := len(o.arr)
	maxArray := ctx.maxArrayLength()
	limit := min(maxArray, n)
	hole := func(i int) bool {
		if o.arr[i].kind != KEmpty {
			return false
		}
		return !o.hasIndex || o.find(strconv.Itoa(i)) < 0
	}
	var out []string
	ctx.indentLvl += 2
	i := 0
	for i < n && len(out) < limit {
		if hole(i) {
			j := i + 1
			for j < n && hole(j) {
				j++
			}
			if j == n {
				break // trailing holes are counted below
			}
			out = append(out, "<"+strconv.Itoa(j-i)+" empty item"+plural(j-i)+">")
			i = j
			continue
		}
		v := o.arr[i]
		if v.kind == KEmpty {
			// An element with an accessor or attributes lives in props.
			p := o.props()[o.find(strconv.Itoa(i))]
			if p.flags&flagAccessor != 0 {
				out = append(out, accessorText(p.val.ref.(*accessor)))
			} else {
				out = append(out, ctx.format(p.val, depth+1, true))
			}
		} else {
			out = append(out, ctx.format(v, depth+1, true))
		}
		i++
	}
	ctx.indentLvl -= 2
	if rest := n - i; rest > 0 {
		if len(out) != limit {
			out = append(out, "<"+strconv.Itoa(rest)+" empty item"+plural(rest)+">")
		} else {
			out = append(out, "... "+strconv.Itoa(rest)+" more item"+plural(rest))
		}
	}
	return out
}

// collectionItems lists a Map's "k => v" or a Set's values, at most
// maxArrayLength of them.
func (ctx *inspectCtx) collectionItems(o *Object, d *mapData, depth int) []string {
	maxArray := ctx.maxArrayLength()
	var out []string
	ctx.indentLvl += 2
	shown := 0
	for i, k := range d.keys {
		if k.kind == KEmpty {
			continue
		}
		if shown == maxArray {
			break
		}
		shown++
		if o.class == ClassSet {
			out = append(out, ctx.format(k, depth+1, true))
		} else {
			out = append(out, ctx.format(k, depth+1, true)+" => "+ctx.format(d.vals[i], depth+1, true))
		}
	}
	ctx.indentLvl -= 2
	if rest := d.size - shown; rest > 0 {
		out = append(out, "... "+strconv.Itoa(rest)+" more item"+plural(rest))
	}
	return out
}

// collectionIterator is the state of a Map or Set iterator, else nil.
func (ctx *inspectCtx) collectionIterator(o *Object) *iterState {
	it, ok := o.internal.(*iterState)
	if !ok || it.mapd == nil {
		return nil
	}
	switch it.kind {
	case iterMapKeys, iterMapValues, iterMapEntries:
		return it
	}
	return nil
}

// iteratorPreview lists the items a Map or Set iterator has yet to
// produce (node's previewEntries), "[ k, v ]" for entries.
func (ctx *inspectCtx) iteratorPreview(it *iterState, depth int) []string {
	var out []string
	if it.done {
		return out
	}
	maxArray := ctx.maxArrayLength()
	d := it.mapd
	ctx.indentLvl += 2
	total := 0
	for i := it.i; i < len(d.keys); i++ {
		if d.keys[i].kind == KEmpty {
			continue
		}
		total++
		if len(out) == maxArray {
			continue
		}
		switch it.kind {
		case iterMapKeys:
			out = append(out, ctx.format(d.keys[i], depth+1, true))
		case iterMapValues:
			out = append(out, ctx.format(d.vals[i], depth+1, true))
		default:
			pair := []string{ctx.format(d.keys[i], depth+1, true), ctx.format(d.vals[i], depth+1, true)}
			out = append(out, ctx.reduce(pair, "", [2]string{"[", "]"}, true, depth, nil)) // two entries: never grouped
		}
	}
	ctx.indentLvl -= 2
	if rest := total - len(out); rest > 0 {
		out = append(out, "... "+strconv.Itoa(rest)+" more item"+plural(rest))
	}
	return out
}

func (ctx *inspectCtx) promiseEntries(o *Object, depth int) []string {
	ps := o.internal.(*promiseState)
	if ps.state == promisePending {
		return []string{"<pending>"}
	}
	ctx.indentLvl += 2
	s := ctx.format(ps.value, depth+1, true)
	ctx.indentLvl -= 2
	if ps.state == promiseFulfilled {
		return []string{s}
	}
	return []string{"<rejected> " + s}
}

// accessorText is how node shows an accessor property's value.
func accessorText(acc *accessor) string {
	switch {
	case acc.get != nil && acc.set != nil:
		return "[Getter/Setter]"
	case acc.get != nil:
		return "[Getter]"
	case acc.set != nil:
		return "[Setter]"
	}
	return "undefined"
}

// property is node's formatProperty: "key: value", the key quoted when it
// is not an identifier, [key] when it is not enumerable or a symbol; an
// array's extra keys (arrayType) read the same.
func (ctx *inspectCtx) property(o *Object, k string, depth int, arrayType bool) string {
	m := ctx.m
	var name string
	own := o.find(k)
	switch {
	case isSymbolKey(k):
		name = "[" + m.symbolForKey(k).String() + "]"
	case k == "__proto__":
		name = "['__proto__']" // an own property, not the prototype
	case own >= 0 && o.props()[own].flags&flagHidden != 0 || own < 0 && m.hasOwn(o, k) && !m.isEnumerable(o, k):
		name = "[" + k + "]"
	case identRe.MatchString(k):
		name = k
	default:
		name = quoteInspect(k)
	}
	if own >= 0 && o.props()[own].flags&flagAccessor != 0 {
		return name + ": " + accessorText(o.props()[own].val.ref.(*accessor))
	}
	v, acc, ok := m.getOwn(o, k)
	if acc != nil {
		return name + ": " + accessorText(acc)
	}
	if !ok {
		v, _ = m.get(o, k, obj(o)) // an inherited cause
	}
	ctx.indentLvl += 2
	s := ctx.format(v, depth+1, true)
	ctx.indentLvl -= 2
	return name + ": " + s
}

func (ctx *inspectCtx) reduce(output []string, base string, braces [2]string, arrayType bool, depth int, o *Object) string {
	entries := len(output)
	if arrayType && entries > 6 {
		output = ctx.groupArrayElements(output, o)
	}
	if ctx.currentDepth-depth < 3 && entries == len(output) {
		start := len(output) + ctx.indentLvl + wtf8.UTF16Len(braces[0]) + wtf8.UTF16Len(base) + 10
		if ctx.isBelowBreakLength(output, start, base) {
			joined := strings.Join(output, ", ")
			if !strings.Contains(joined, "\n") {
				b := ""
				if base != "" {
					b = base + " "
				}
				return b + braces[0] + " " + joined + " " + braces[1]
			}
		}
	}
	ind := "\n" + strings.Repeat(" ", ctx.indentLvl)
	b := ""
	if base != "" {
		b = base + " "
	}
	return b + braces[0] + ind + "  " + strings.Join(output, ","+ind+"  ") + ind + braces[1]
}

func (ctx *inspectCtx) isBelowBreakLength(output []string, start int, base string) bool {
	if ctx.noBreak {
		return base == "" || !strings.Contains(base, "\n")
	}
	total := len(output) + start
	if total+len(output) > ctx.breakLen() {
		return false
	}
	for _, s := range output {
		total += wtf8.UTF16Len(s)
		if total > ctx.breakLen() {
			return false
		}
	}
	return base == "" || !strings.Contains(base, "\n")
}

// groupArrayElements is node's: many short entries are laid out in
// aligned columns (numbers right-aligned).
func (ctx *inspectCtx) groupArrayElements(output []string, o *Object) []string {
	totalLength := 0
	maxLength := 0
	outputLength := len(output)
	maxArray := ctx.maxArrayLength()
	if maxArray < len(output) {
		// The "... n more items" entry is not laid out.
		outputLength--
	}
	const separatorSpace = 2
	dataLen := make([]int, outputLength)
	for i := 0; i < outputLength; i++ {
		l := stringWidth(output[i]) // columns on a terminal, like node's getStringWidth
		dataLen[i] = l
		totalLength += l + separatorSpace
		if maxLength < l {
			maxLength = l
		}
	}
	actualMax := maxLength + separatorSpace
	if actualMax*3+ctx.indentLvl < ctx.breakLen() && (float64(totalLength)/float64(actualMax) > 5 || maxLength <= 6) {
		averageBias := math.Sqrt(float64(actualMax) - float64(totalLength)/float64(len(output)))
		biasedMax := math.Max(float64(actualMax)-3-averageBias, 1)
		columns := minInt(
			int(math.Round(math.Sqrt(2.5*biasedMax*float64(outputLength))/biasedMax)),
			(ctx.breakLen()-ctx.indentLvl)/actualMax,
			3*4,
			15,
		)
		if columns <= 1 {
			return output
		}
		var maxLineLength []int
		for i := 0; i < columns; i++ {
			lineLength := 0
			for j := i; j < len(output); j += columns {
				if j < outputLength && dataLen[j] > lineLength {
					lineLength = dataLen[j]
				}
			}
			maxLineLength = append(maxLineLength, lineLength+separatorSpace)
		}
		// Numbers (and BigInts) are right-aligned when every shown element
		// is one.
		padStart := true
		if ta := typedArrayOf(o); ta != nil {
			// Its elements are all numbers or BigInts; the hidden
			// properties after them (showHidden) are not.
			n, _ := ta.bounds()
			padStart = len(output) <= n
		} else {
			for i := range output {
				if i >= len(o.arr) || o.arr[i].kind != KNumber && o.arr[i].kind != KBigInt {
					padStart = false
					break
				}
			}
		}
		var tmp []string
		for i := 0; i < outputLength; i += columns {
			max := minInt(i+columns, outputLength)
			var b strings.Builder
			j := i
			for ; j < max-1; j++ {
				cell := output[j] + ", "
				pad := maxLineLength[j-i] - dataLen[j] - separatorSpace
				if padStart {
					b.WriteString(strings.Repeat(" ", maxInt(pad, 0)))
					b.WriteString(cell)
				} else {
					b.WriteString(cell)
					b.WriteString(strings.Repeat(" ", maxInt(pad, 0)))
				}
			}
			if padStart {
				pad := maxLineLength[j-i] - separatorSpace - dataLen[j]
				b.WriteString(strings.Repeat(" ", maxInt(pad, 0)))
				b.WriteString(output[j])
			} else {
				b.WriteString(output[j])
			}
			tmp = append(tmp, b.String())
		}
		if outputLength < len(output) {
			tmp = append(tmp, output[outputLength])
		}
		return tmp
	}
	return output
}

func minInt(xs ...int) int {
	r := xs[0]
	for _, x := range xs[1:] {
		if x < r {
			r = x
		}
	}
	return r
}

func maxInt(a, b int) int {
	if a > b {
		return a
	}
	return b
}

// isPrimitiveWrapper reports whether o is Object(x) for a primitive x:
// node prints those in full ([Number: 2], [BigInt: 1n]) past the depth limit.
func isPrimitiveWrapper(o *Object) bool {
	switch o.internal.(type) {
	case *big.Int, *Symbol:
		return true
	}
	return o.class == ClassNumber || o.class == ClassString || o.class == ClassBoolean
}

// formatError is node's formatError: the error's stack (or "Name:
// message" in brackets when it has no frames), its name fixed up to show
// the class, and cause / errors added to the keys shown.
func (ctx *inspectCtx) formatError(o *Object, ctor string, hasCtor bool, tag string, keys *[]string) string {
	m := ctx.m
	text := func(k string) (string, bool) {
		v, err := m.get(o, k, obj(o))
		if err != nil || v.isNullish() {
			return "", false
		}
		s, err := m.toString(v)
		return s, err == nil
	}
	name, ok := text("name")
	if !ok {
		name = "Error"
	}
	stack := m.errorToString(o)
	if v, err := m.get(o, "stack", obj(o)); err == nil && truthy(v) {
		if s, err := m.toString(v); err == nil {
			stack = s
		}
	}
	// Keys already shown by the stack are left out.
	if !ctx.showHidden && len(*keys) > 0 {
		for _, k := range []string{"name", "message", "stack"} {
			for i, key := range *keys {
				if key != k {
					continue
				}
				v, _ := m.get(o, k, obj(o))
				s, err := m.toString(v)
				if err == nil && strings.Contains(stack, s) {
					*keys = append((*keys)[:i:i], (*keys)[i+1:]...)
				}
				break
			}
		}
	}
	has := func(k string) bool {
		for _, key := range *keys {
			if key == k {
				return true
			}
		}
		return false
	}
	if hasCause, _ := m.hasProperty(o, "cause"); hasCause && !has("cause") { // a proxy is shown as its target: no trap runs
		*keys = append(*keys, "cause")
	}
	if v, err := m.get(o, "errors", obj(o)); err == nil && !has("errors") {
		if a := v.asObject(); a != nil && a.class == ClassArray {
			*keys = append(*keys, "errors")
		}
	}
	stack = improveStack(stack, ctor, hasCtor, name, tag)

	// The frames start after the message (which may hold line breaks).
	pos := -1
	if msg, ok := text("message"); ok && msg != "" {
		if i := strings.Index(stack, msg); i > 0 {
			pos = i + len(msg)
		}
	}
	from := max(pos, 0)
	start := strings.Index(stack[from:], "\n    at")
	if start < 0 {
		stack = "[" + stack + "]"
	} else {
		start += from
		frames := strings.Split(stack[start+1:], "\n")
		stack = stack[:start] + "\n" + strings.Join(ctx.trimCauseFrames(o, frames), "\n")
	}
	if ctx.indentLvl != 0 {
		stack = strings.ReplaceAll(stack, "\n", "\n"+strings.Repeat(" ", ctx.indentLvl))
	}
	return stack
}

var (
	errorNameRe     = regexp.MustCompile(`^([A-Z][a-z_ A-Z0-9[\]()-]+)(?::|\n\s+at)`)
	errorNameOnlyRe = regexp.MustCompile(`^([a-z_A-Z0-9-]*Error)$`)
)

// improveStack is node's: a stack that starts with the error's name gets
// the class name too ("ValidationError: x" for a subclass whose name is
// still "Error", "Foo [TypeError]: x" when they differ).
func improveStack(stack, ctor string, hasCtor bool, name, tag string) string {
	n := len(name)
	if hasCtor && !(strings.HasSuffix(name, "Error") && strings.HasPrefix(stack, name) &&
		(len(stack) == n || stack[n] == ':' || stack[n] == '\n')) {
		return stack
	}
	fallback := "Error"
	if !hasCtor {
		fallback = ""
		if sm := errorNameRe.FindStringSubmatch(stack); sm != nil {
			fallback = sm[1]
		} else if sm := errorNameOnlyRe.FindStringSubmatch(stack); sm != nil {
			fallback = sm[1]
		}
		n = len(fallback)
		if fallback == "" {
			fallback = "Error"
		}
	}
	prefix := strings.TrimSuffix(inspectPrefix(ctor, hasCtor, tag, fallback, ""), " ")
	if name == prefix {
		return stack
	}
	if strings.Contains(prefix, name) {
		if n == 0 {
			return prefix + ": " + stack
		}
		return prefix + stack[n:]
	}
	return prefix + " [" + name + "]" + stack[n:]
}

// trimCauseFrames is node's getStackFrames: frames the cause's stack
// repeats are summarized as "... n lines matching cause stack trace ...".
func (ctx *inspectCtx) trimCauseFrames(o *Object, frames []string) []string {
	m := ctx.m
	cv, err := m.get(o, "cause", obj(o))
	co := cv.asObject()
	if err != nil || co == nil || !ctx.isError(co) {
		return frames
	}
	causeStack := m.errorToString(co)
	if v, err := m.get(co, "stack", obj(co)); err == nil && truthy(v) {
		causeStack, _ = m.toString(v)
	}
	i := strings.Index(causeStack, "\n    at")
	if i < 0 {
		return frames
	}
	causeFrames := strings.Split(causeStack[i+1:], "\n")
	length, offset := identicalSequenceRange(frames, causeFrames)
	if length == 0 {
		return frames
	}
	skipped := length - 2
	msg := "    ... " + strconv.Itoa(skipped) + " lines matching cause stack trace ..."
	out := append([]string{}, frames[:offset+1]...)
	out = append(out, msg)
	return append(out, frames[offset+1+skipped:]...)
}

func identicalSequenceRange(a, b []string) (int, int) {
	for i := 0; i < len(a)-3; i++ {
		pos := -1
		for j, s := range b {
			if s == a[i] {
				pos = j
				break
			}
		}
		if pos < 0 {
			continue
		}
		rest := len(b) - pos
		if rest > 3 {
			length := 1
			maxLen := min(len(a)-i, rest)
			for maxLen > length && a[i+length] == b[pos+length] {
				length++
			}
			if length > 3 {
				return length, i
			}
		}
	}
	return 0, 0
}

// describeArg is the "Received ..." part of node's ERR_INVALID_ARG_TYPE.
func (m *Machine) describeArg(v Value) string {
	switch v.kind {
	case KUndefined, KNull:
		return m.inspect(v)
	case KObject:
		o := v.ref.(*Object)
		if o.isCallable() {
			if n := m.functionName(o); n != "" {
				return "function " + n
			}
			return "function "
		}
		return "an instance of " + m.constructorName(o, "Object")
	}
	s := m.inspect(v)
	if len(s) > 28 {
		s = s[:25] + "..."
	}
	return "type " + typeOf(v) + " (" + s + ")"
}

// bufferEntries are node's lines of an ArrayBuffer (its bytes in hex, at
// most maxArrayLength, and byteLength) and of a DataView (byteLength,
// byteOffset and its buffer).
func (ctx *inspectCtx) bufferEntries(o *Object, depth int) []string {
	if dv, ok := o.internal.(*dataView); ok {
		n, inBounds := dv.bounds()
		off := dv.offset
		if !inBounds {
			off = 0
		}
		ctx.indentLvl += 2
		buf := ctx.format(obj(dv.buf), depth+1, true)
		ctx.indentLvl -= 2
		return []string{"byteLength: " + formatNumber(float64(n)), "byteOffset: " + formatNumber(float64(off)), "buffer: " + buf}
	}
	b := o.internal.(*arrayBuffer)
	if b.detached {
		return []string{"(detached)", "byteLength: 0"}
	}
	shown := min(len(b.data), ctx.maxArrayLength())
	var sb strings.Builder
	sb.WriteString("[Uint8Contents]: <")
	for i, c := range b.data[:shown] {
		if i > 0 {
			sb.WriteByte(' ')
		}
		sb.WriteString(hex2(c))
	}
	if rest := len(b.data) - shown; rest > 0 {
		sb.WriteString(" ... " + strconv.Itoa(rest) + " more byte")
		if rest > 1 {
			sb.WriteByte('s')
		}
	}
	sb.WriteByte('>')
	return []string{sb.String(), "byteLength: " + formatNumber(float64(len(b.data)))}
}

// typedArrayHidden are the lines node's showHidden adds after a typed
// array's elements (its buffer as its byte length only).
func (ctx *inspectCtx) typedArrayHidden(ta *typedArray) []string {
	n, ok := ta.bounds()
	off := ta.offset
	if !ok {
		off = 0
	}
	size := taInfos[ta.kind].size
	return []string{
		"[BYTES_PER_ELEMENT]: " + formatNumber(float64(size)),
		"[length]: " + formatNumber(float64(n)),
		"[byteLength]: " + formatNumber(float64(n*size)),
		"[byteOffset]: " + formatNumber(float64(off)),
		"[buffer]: ArrayBuffer { byteLength: " + formatNumber(float64(len(ta.buf.internal.(*arrayBuffer).data))) + " }",
	}
}
