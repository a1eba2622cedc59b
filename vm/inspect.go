package vm

import (
	"math"
	"math/big"
	"regexp"
	"strconv"
	"strings"
)

// Console formatting after node's util.format and util.inspect (default
// options: depth 2, breakLength 80, compact 3, maxArrayLength 100), for the
// values programs commonly log.

type inspectCtx struct {
	m            *Machine
	seen         []*Object
	circular     map[*Object]int
	indentLvl    int
	currentDepth int
	depth        int
	maxArray     int  // maxArrayLength (0: node's default 100)
	noBreak      bool // breakLength Infinity (console.table cells)
}

var identRe = regexp.MustCompile(`^[a-zA-Z_][a-zA-Z_0-9]*$`)

// inspect formats v like util.inspect.
func (m *Machine) inspect(v Value) string {
	ctx := &inspectCtx{m: m, depth: 2}
	s := ctx.format(v, 0, false)
	return s
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

// constructorName finds the name of the constructor an object was made by.
func (m *Machine) constructorName(o *Object, def string) string {
	for p := o.proto; p != nil; p = p.proto {
		if i := p.find("constructor"); i >= 0 {
			if c := p.props[i].val.asObject(); c != nil && c.isCallable() {
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
			r, _ := decodeWTF8(s[i:])
			if r < 0xDC00 && i+5 < len(s) && s[i+3] == 0xED && s[i+4] >= 0xB0 {
				lo, _ := decodeWTF8(s[i+3:])
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
		return quoteInspect(v.ref.(string))
	case KSymbol:
		return v.ref.(*Symbol).String()
	case KBigInt:
		return bigintDecimal(v) + "n"
	case KObject:
		return ctx.formatObject(v.ref.(*Object), depth)
	}
	return ""
}

func (ctx *inspectCtx) formatObject(o *Object, depth int) string {
	m := ctx.m
	for _, s := range ctx.seen {
		if s == o {
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
	}
	if s, ok := ctx.formatURL(o, depth); ok {
		return s
	}
	ctorName := m.constructorName(o, "")
	if depth > ctx.depth && !isPrimitiveWrapper(o) {
		// Empty arrays and plain objects print in full at any depth.
		if (o.class == ClassArray && len(o.arr) == 0 || o.class == ClassObject && ctorName == "Object" && o.internal == nil) && len(m.ownKeys(o, true)) == 0 {
			if o.class == ClassArray {
				return "[]"
			}
			return "{}"
		}
		switch {
		case o.class == ClassArray:
			return "[Array]"
		case o.isCallable():
			return ctx.functionBase(o)
		case ctorName == "":
			return "[Object: null prototype]"
		}
		return "[" + ctorName + "]"
	}
	ctx.seen = append(ctx.seen, o)
	defer func() { ctx.seen = ctx.seen[:len(ctx.seen)-1] }()
	outerDepth := ctx.currentDepth
	ctx.currentDepth = depth

	var output []string
	base := ""
	braces := [2]string{"{", "}"}
	isArray := false
	keys := m.ownKeysNoMaterialize(o)
	var enumKeys []string
	for _, k := range keys {
		if m.isEnumerable(o, k) {
			enumKeys = append(enumKeys, k)
		}
	}
	switch o.class {
	case ClassArray, ClassUint8Array:
		isArray = true
		braces = [2]string{"[", "]"}
		if ctorName != "Array" && ctorName != "" {
			braces[0] = ctorName + "(" + strconv.Itoa(len(o.arr)) + ") ["
		}
		output = ctx.arrayEntries(o, depth)
		// Non-index keys follow the elements.
		var rest []string
		for _, k := range enumKeys {
			if _, ok := arrayIndex(k); !ok {
				rest = append(rest, k)
			}
		}
		enumKeys = rest
	case ClassFunction, ClassNative, ClassBound:
		base = ctx.functionBase(o)
		if len(enumKeys) == 0 {
			return base
		}
	case ClassError:
		base = m.errorToString(o)
		var rest []string
		for _, k := range enumKeys {
			if k != "message" && k != "stack" {
				rest = append(rest, k)
			}
		}
		enumKeys = rest
		if len(enumKeys) == 0 {
			if depth > 0 {
				return "[" + base + "]"
			}
			return base
		}
		if depth > 0 {
			base = "[" + base + "]"
		}
	case ClassPromise:
		ps := o.internal.(*promiseState)
		braces[0] = "Promise {"
		switch ps.state {
		case promisePending:
			output = append(output, "<pending>")
		case promiseFulfilled:
			ctx.indentLvl += 2
			output = append(output, ctx.format(ps.value, depth+1, true))
			ctx.indentLvl -= 2
		default:
			ctx.indentLvl += 2
			output = append(output, "<rejected> "+ctx.format(ps.value, depth+1, true))
			ctx.indentLvl -= 2
		}
	case ClassString, ClassNumber, ClassBoolean:
		var pv Value
		switch x := o.internal.(type) {
		case string:
			pv = str(x)
			var rest []string
			for _, k := range enumKeys {
				if _, ok := arrayIndex(k); !ok {
					rest = append(rest, k)
				}
			}
			enumKeys = rest
		case float64:
			pv = num(x)
		case bool:
			pv = boolean(x)
		}
		name := map[Class]string{ClassString: "String", ClassNumber: "Number", ClassBoolean: "Boolean"}[o.class]
		base = "[" + name + ": " + ctx.format(pv, 0, false) + "]"
		if len(enumKeys) == 0 {
			ctx.currentDepth = outerDepth // node returns a bare wrapper before it counts a level
			return base
		}
	case ClassMap, ClassSet:
		braces[0] = collectionBrace(o)
		output = ctx.collectionEntries(o, depth)
		if len(output) == 0 && len(enumKeys) == 0 {
			return braces[0] + "}"
		}
	case ClassIterator:
		braces[0] = "Object [Iterator] {"
	case ClassWeakMap, ClassWeakSet:
		return ctorName + " { <items unknown> }"
	case ClassGenerator:
		braces[0] = "Object [Generator] {"
	case ClassRegExp:
		d := o.internal.(*regexpData)
		base = "/" + d.source + "/" + d.flags
		if len(enumKeys) == 0 {
			return base
		}
	case ClassDate:
		base = m.dateISO(o)
		if len(enumKeys) == 0 {
			return base
		}
	default:
		if isPrimitiveWrapper(o) {
			// Object(1n), Object(Symbol())
			switch x := o.internal.(type) {
			case *big.Int:
				base = "[BigInt: " + x.String() + "n]"
			case *Symbol:
				base = "[Symbol: " + x.String() + "]"
			}
			if len(enumKeys) == 0 {
				ctx.currentDepth = outerDepth
				return base
			}
			break
		}
		switch ctorName {
		case "Object":
		case "":
			braces[0] = "[Object: null prototype] {"
		default:
			braces[0] = ctorName + " {"
		}
	}
	for _, k := range enumKeys {
		output = append(output, ctx.property(o, k, depth))
	}
	for _, p := range o.props {
		if isSymbolKey(p.key) && p.flags&flagHidden == 0 {
			if s := m.symbolForKey(p.key); s != nil {
				ctx.indentLvl += 2
				output = append(output, "["+s.String()+"]: "+ctx.format(p.val, depth+1, true))
				ctx.indentLvl -= 2
			}
		}
	}
	if len(output) == 0 && base == "" {
		if isArray {
			if braces[0] != "[" {
				return braces[0] + "]"
			}
			return "[]"
		}
		if braces[0] == "{" {
			return "{}"
		}
		return braces[0] + "}"
	}
	res := ctx.reduce(output, base, braces, isArray, depth, o)
	if idx, ok := ctx.circular[o]; ok {
		res = "<ref *" + strconv.Itoa(idx) + "> " + res
	}
	return res
}

func (ctx *inspectCtx) functionBase(o *Object) string {
	m := ctx.m
	kind := "Function"
	if o.class == ClassFunction && o.fn.code.IsAsync {
		kind = "AsyncFunction"
	}
	if o.class == ClassFunction && o.fn.code.IsGenerator {
		kind = "GeneratorFunction"
	}
	name := m.functionName(o)
	if o.class == ClassFunction && o.fn.code.IsClassConstructor {
		s := "[class " + name
		if name == "" {
			s = "[class (anonymous)"
		}
		if o.fn.code.IsDerived && o.proto != nil && o.proto.isCallable() {
			s += " extends " + m.functionName(o.proto)
		}
		return s + "]"
	}
	if name == "" {
		return "[" + kind + " (anonymous)]"
	}
	return "[" + kind + ": " + name + "]"
}

func (ctx *inspectCtx) arrayEntries(o *Object, depth int) []string {
	var out []string
	n := len(o.arr)
	limit := n
	maxArray := 100
	if ctx.maxArray > 0 {
		maxArray = ctx.maxArray
	}
	if limit > maxArray {
		limit = maxArray
	}
	ctx.indentLvl += 2
	holes := 0
	flush := func() {
		if holes > 0 {
			s := "s"
			if holes == 1 {
				s = ""
			}
			out = append(out, "<"+strconv.Itoa(holes)+" empty item"+s+">")
			holes = 0
		}
	}
	shown := 0
	for i := 0; i < n && shown < limit; i++ {
		v := o.arr[i]
		if v.kind == KEmpty && o.hasIndex {
			// An element with an accessor or attributes lives in props.
			if j := o.find(strconv.Itoa(i)); j >= 0 {
				flush()
				if p := o.props[j]; p.flags&flagAccessor != 0 {
					out = append(out, accessorText(p.val.ref.(*accessor)))
				} else {
					out = append(out, ctx.format(p.val, depth+1, true))
				}
				shown++
				continue
			}
		}
		if v.kind == KEmpty {
			holes++
			continue
		}
		flush()
		out = append(out, ctx.format(v, depth+1, true))
		shown++
	}
	flush()
	ctx.indentLvl -= 2
	if n > limit {
		rest := n - limit
		s := "s"
		if rest == 1 {
			s = ""
		}
		out = append(out, "... "+strconv.Itoa(rest)+" more item"+s)
	}
	return out
}

// accessorText is how node shows an accessor property's value.
func accessorText(acc *accessor) string {
	switch {
	case acc.get != nil && acc.set != nil:
		return "[Getter/Setter]"
	case acc.get != nil:
		return "[Getter]"
	}
	return "[Setter]"
}

func (ctx *inspectCtx) property(o *Object, k string, depth int) string {
	m := ctx.m
	name := k
	if !identRe.MatchString(k) {
		name = quoteInspect(k)
	} else if k == "__proto__" {
		name = "['__proto__']" // an own property, not the prototype
	}
	if i := o.find(k); i >= 0 && o.props[i].flags&flagAccessor != 0 {
		return name + ": " + accessorText(o.props[i].val.ref.(*accessor))
	}
	v, _, _ := m.getOwn(o, k)
	ctx.indentLvl += 2
	s := ctx.format(v, depth+1, true)
	ctx.indentLvl -= 2
	return name + ": " + s
}

func (ctx *inspectCtx) reduce(output []string, base string, braces [2]string, isArray bool, depth int, o *Object) string {
	entries := len(output)
	if isArray && entries > 6 {
		output = ctx.groupArrayElements(output, o)
	}
	if ctx.currentDepth-depth < 3 && entries == len(output) {
		start := len(output) + ctx.indentLvl + len(braces[0]) + len(base) + 10
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
	if total+len(output) > 80 {
		return false
	}
	for _, s := range output {
		total += utf16Len(s)
		if total > 80 {
			return false
		}
	}
	return base == "" || !strings.Contains(base, "\n")
}

func (ctx *inspectCtx) groupArrayElements(output []string, o *Object) []string {
	totalLength := 0
	maxLength := 0
	outputLength := len(output)
	if len(o.arr) > 100 && outputLength > 0 {
		outputLength--
	}
	const separatorSpace = 2
	dataLen := make([]int, outputLength)
	for i := 0; i < outputLength; i++ {
		l := utf16Len(output[i])
		dataLen[i] = l
		totalLength += l + separatorSpace
		if maxLength < l {
			maxLength = l
		}
	}
	actualMax := maxLength + separatorSpace
	if actualMax*3+ctx.indentLvl < 80 && (float64(totalLength)/float64(actualMax) > 5 || maxLength <= 6) {
		averageBias := math.Sqrt(float64(actualMax) - float64(totalLength)/float64(len(output)))
		biasedMax := math.Max(float64(actualMax)-3-averageBias, 1)
		columns := minInt(
			int(math.Round(math.Sqrt(2.5*biasedMax*float64(outputLength))/biasedMax)),
			(80-ctx.indentLvl)/actualMax,
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
		padStart := true
		for _, v := range o.arr {
			if v.kind != KNumber {
				padStart = false
				break
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

// formatLog is util.format for console.log's arguments; a line longer
// than maxStringLength is a RangeError, as in node.
func (m *Machine) formatLog(args []Value) (string, error) {
	b := strBuf{m: m}
	i := 0
	if len(args) > 0 && args[0].kind == KString {
		f := args[0].ref.(string)
		i = 1
		if strings.IndexByte(f, '%') >= 0 {
			for j := 0; j < len(f); j++ {
				c := f[j]
				if c != '%' || j+1 >= len(f) {
					b.WriteByte(c)
					continue
				}
				d := f[j+1]
				if d == '%' {
					b.WriteByte('%')
					j++
					continue
				}
				if i >= len(args) || !strings.ContainsRune("sdifjoOc", rune(d)) {
					b.WriteByte(c)
					continue
				}
				a := args[i]
				i++
				j++
				switch d {
				case 's':
					switch a.kind {
					case KString:
						b.WriteString(a.ref.(string))
					case KNumber:
						b.WriteString(formatNumber(a.num))
					case KObject:
						if !m.hasBuiltinToStringForFormat(a.ref.(*Object)) {
							ts, err := m.toString(a)
							if err != nil {
								return "", err
							}
							b.WriteString(ts)
							break
						}
						ctx := &inspectCtx{m: m, depth: 1}
						b.WriteString(ctx.format(a, 0, false))
					default:
						b.WriteString(m.inspect(a))
					}
				case 'd', 'i':
					if a.kind == KBigInt {
						b.WriteString(bigintDecimal(a) + "n")
						break
					}
					if x, ok := bigintWrapped(a); ok {
						b.WriteString(formatNumber(bigintToNumber(x))) // Number(Object(1n))
						break
					}
					if a.kind == KObject {
						b.WriteString("NaN")
						break
					}
					n, _ := m.toNumber(a)
					if d == 'i' {
						n = math.Trunc(n)
					}
					b.WriteString(formatNumber(n))
				case 'f':
					if x, ok := bigintWrapped(a); ok {
						b.WriteString(formatNumber(bigintToNumber(x))) // parseFloat(String(Object(1n)))
						break
					}
					if a.kind == KObject {
						b.WriteString("NaN")
						break
					}
					s, _ := m.toString(a)
					b.WriteString(formatNumber(parseFloatPrefix(s)))
				case 'j':
					e := &jsonEnc{m: m}
					ok, err := e.value(m.newObject(), "", a)
					switch {
					case err != nil:
						b.WriteString("[Circular]")
					case !ok:
						b.WriteString("undefined")
					default:
						b.WriteString(string(e.buf))
					}
				case 'o', 'O':
					b.WriteString(m.inspect(a))
				case 'c':
				}
			}
		} else {
			b.WriteString(f)
		}
	}
	for ; i < len(args); i++ {
		if b.Len() > 0 || i > 0 {
			b.WriteByte(' ')
		}
		a := args[i]
		if a.kind == KString {
			b.WriteString(a.ref.(string))
		} else {
			b.WriteString(m.inspect(a))
		}
		if b.tooLong {
			break
		}
	}
	if b.tooLong {
		return "", m.errStringLength()
	}
	return b.String(), nil
}

// hasBuiltinToStringForFormat is node's hasBuiltInToString for %s: an
// object whose toString comes from a user-defined class or object is
// printed through it.
func (m *Machine) hasBuiltinToStringForFormat(o *Object) bool {
	f, err := m.get(o, "toString", obj(o))
	if err != nil || !f.isCallable() {
		return true
	}
	if m.hasOwn(o, "toString") {
		return false
	}
	p := o.proto
	for p != nil && !m.hasOwn(p, "toString") {
		p = p.proto
	}
	if p == nil {
		return true
	}
	c, acc, ok := m.getOwn(p, "constructor")
	if !ok || acc != nil {
		return false
	}
	co := c.asObject()
	return co != nil && co.class == ClassNative
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
