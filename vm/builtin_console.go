package vm

import (
	"math"
	"math/big"
	"sort"
	"strconv"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
	"golang.org/x/text/width"

	"github.com/codemode-go/codemode/vm/internal/wtf8"
)

// console.dir, console.table, console.group, console.count and
// console.assert, formatted like node 20, and util.format for console.log.

func init() {
	consoleTable.add(
		fn("console.dir", 0, consoleDir),
		fn("console.table", 1, consoleTableFn),
		fn("console.group", 0, consoleGroup),
		fn("console.groupCollapsed", 0, consoleGroup),
		fn("console.groupEnd", 0, consoleGroupEnd),
		fn("console.count", 0, consoleCount),
		fn("console.countReset", 0, consoleCountReset),
		fn("console.assert", 0, consoleAssert),
		fn("console.time", 0, consoleTime),
		fn("console.timeEnd", 0, consoleTimeEnd),
		fn("console.timeLog", 0, consoleTimeLog),
		fn("console.dirxml", 0, consoleLog),
		// Without a terminal or an inspector node does nothing for these.
		fn("console.clear", 0, consoleNothing),
		fn("console.profile", 0, consoleNothing),
		fn("console.profileEnd", 0, consoleNothing),
		fn("console.timeStamp", 0, consoleNothing),
	)
}

func consoleNothing(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	return undefined, nil
}

// The console's state lives on the global object under keys no program
// can name (like throwTypeErrorKey), so it is part of the heap snapshots
// save: the group indentation and the counts by label.
const (
	consoleIndentKey = symbolPrefix + "%consoleIndent%"
	consoleCountsKey = symbolPrefix + "%consoleCounts%"
	consoleTimersKey = symbolPrefix + "%consoleTimers%"
)

// consoleIndent is the group indentation in columns (two per
// console.group).
func (m *Machine) consoleIndent() int {
	if g := m.globalObj; g != nil {
		if i := g.find(consoleIndentKey); i >= 0 && g.props()[i].val.kind == KNumber {
			return int(g.props()[i].val.num)
		}
	}
	return 0
}

func (m *Machine) setConsoleIndent(n int) {
	if m.globalObj != nil {
		m.globalObj.setHidden(consoleIndentKey, num(float64(n)))
	}
}

// consoleGroup is console.group(...label): the label is logged, then
// every later line is indented two more spaces until groupEnd.
func consoleGroup(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	if len(args) > 0 {
		if err := m.logArgs(args); err != nil {
			return undefined, err
		}
	}
	m.setConsoleIndent(m.consoleIndent() + 2)
	return undefined, nil
}

func consoleGroupEnd(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	if n := m.consoleIndent(); n > 0 {
		m.setConsoleIndent(n - 2)
	}
	return undefined, nil
}

// consoleState is one of the console's label tables (a null-prototype
// object on the global object under key), created on first use.
func (m *Machine) consoleState(key string) *Object {
	g := m.globalObj
	if g == nil {
		return nil
	}
	if i := g.find(key); i >= 0 {
		if o := g.props()[i].val.asObject(); o != nil {
			return o
		}
	}
	o := &Object{class: ClassObject}
	g.setHidden(key, obj(o))
	return o
}

func countLabel(m *Machine, args []Value) (string, error) {
	if v := arg(args, 0); !v.isUndefined() {
		return m.toString(v)
	}
	return "default", nil
}

// consoleCount is console.count(label): "label: n".
func consoleCount(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	label, err := countLabel(m, args)
	if err != nil {
		return undefined, err
	}
	counts := m.consoleState(consoleCountsKey)
	if counts == nil {
		return undefined, nil
	}
	n := 1.0
	if i := counts.find(label); i >= 0 {
		n = counts.props()[i].val.num + 1
	}
	counts.setOwn(label, num(n))
	return undefined, m.logLine(label + ": " + formatNumber(n))
}

// consoleCountReset is console.countReset(label); node warns about an
// unknown label on stderr, which programs do not see.
func consoleCountReset(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	label, err := countLabel(m, args)
	if err != nil {
		return undefined, err
	}
	if counts := m.consoleState(consoleCountsKey); counts != nil {
		if i := counts.find(label); i >= 0 {
			counts.props()[i].val = num(0)
		}
	}
	return undefined, nil
}

// consoleAssert is console.assert(value, ...data): nothing when value is
// truthy, else "Assertion failed" (": " and the formatted data).
func consoleAssert(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	if truthy(arg(args, 0)) {
		return undefined, nil
	}
	data := append([]Value{}, args[min(len(args), 1):]...)
	if len(data) == 0 {
		return undefined, m.logLine("Assertion failed")
	}
	if data[0].kind == KString {
		data[0] = str("Assertion failed: " + data[0].ref.(string))
	} else {
		s, err := m.toString(data[0])
		if err != nil {
			return undefined, err
		}
		data[0] = str("Assertion failed: " + s)
	}
	return undefined, m.logArgs(data)
}

// consoleTime is console.time(label): it starts a timer on the run's
// clock (Config.Clock, so a replayed run measures the same). A label
// already in use is left alone (node warns on stderr).
func consoleTime(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	label, err := countLabel(m, args)
	if err != nil {
		return undefined, err
	}
	if timers := m.consoleState(consoleTimersKey); timers != nil && timers.find(label) < 0 {
		timers.setOwn(label, num(m.now()))
	}
	return undefined, nil
}

// consoleTimeEnd is console.timeEnd(label): "label: 1.5s" and the timer
// stops; an unknown label prints nothing (node warns on stderr).
func consoleTimeEnd(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	return undefined, m.timeLog(args, true)
}

// consoleTimeLog is console.timeLog(label, ...data): the elapsed time and
// the data, the timer keeps running.
func consoleTimeLog(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	return undefined, m.timeLog(args, false)
}

func (m *Machine) timeLog(args []Value, end bool) error {
	label, err := countLabel(m, args)
	if err != nil {
		return err
	}
	timers := m.consoleState(consoleTimersKey)
	if timers == nil {
		return nil
	}
	i := timers.find(label)
	if i < 0 {
		return nil
	}
	elapsed := m.now() - timers.props()[i].val.num
	if end {
		timers.removeProp(i)
	}
	line := append([]Value{str("%s: %s"), str(label), str(formatElapsed(elapsed))}, args[min(len(args), 1):]...)
	if end {
		line = line[:3]
	}
	return m.logArgs(line)
}

// formatElapsed is node's formatTime: "12ms", "1.500s", "1:02.000
// (m:ss.mmm)", "1:01:02.000 (h:mm:ss.mmm)".
func formatElapsed(ms float64) string {
	const second, minute, hour = 1000.0, 60000.0, 3600000.0
	hours, minutes, seconds := 0.0, 0.0, 0.0
	if ms >= second {
		if ms >= minute {
			if ms >= hour {
				hours = math.Floor(ms / hour)
				ms = math.Mod(ms, hour)
			}
			minutes = math.Floor(ms / minute)
			ms = math.Mod(ms, minute)
		}
		seconds = ms / second
	}
	pad := func(s string) string {
		if len(s) < 2 {
			return "0" + s
		}
		return s
	}
	if hours != 0 || minutes != 0 {
		fixed := toFixed(seconds, 3)
		sec, frac, _ := strings.Cut(fixed, ".")
		if hours != 0 {
			return formatNumber(hours) + ":" + pad(formatNumber(minutes)) + ":" + pad(sec) + "." + frac + " (h:mm:ss.mmm)"
		}
		return formatNumber(minutes) + ":" + pad(sec) + "." + frac + " (m:ss.mmm)"
	}
	if seconds != 0 {
		return toFixed(seconds, 3) + "s"
	}
	f, _ := strconv.ParseFloat(toFixed(ms, 3), 64)
	return formatNumber(f) + "ms"
}

// consoleTrace is console.trace(...data): "Trace: <data>" and the
// position of the call, laid out like an error's stack (node writes it to
// stderr with its own frames).
func consoleTrace(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	msg, err := m.formatLog(args)
	if err != nil {
		return undefined, err
	}
	line := "Trace"
	if msg != "" {
		line += ": " + msg
	}
	if pos, ok := m.userPos(); ok {
		line += "\n    at <program>:" + strconv.Itoa(int(pos.Line)) + ":" + strconv.Itoa(int(pos.Col))
	}
	return undefined, m.logLine(line)
}

// logArgs logs util.format of args.
func (m *Machine) logArgs(args []Value) error {
	line, err := m.formatLog(args)
	if err != nil {
		return err
	}
	return m.logLine(line)
}

// consoleDir is console.dir(value, options): util.inspect of the value
// (strings are quoted). Of the options, depth, showHidden,
// maxArrayLength, maxStringLength and breakLength apply (null or Infinity
// for no limit); the others are ignored.
func consoleDir(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	ctx := &inspectCtx{m: m, depth: 2}
	if opts := arg(args, 1).asObject(); opts != nil {
		option := func(name string) (Value, error) { return m.get(opts, name, obj(opts)) }
		// limit reads a numeric option: none (null, Infinity) is huge,
		// a negative one is -1.
		limit := func(v Value) (int, bool) {
			switch {
			case v.kind == KNull || v.kind == KNumber && v.num > 1e6:
				return 1e6, true
			case v.kind == KNumber && v.num >= 0:
				return int(v.num), true
			case v.kind == KNumber && v.num < 0:
				return -1, true
			}
			return 0, false
		}
		d, err := option("depth")
		if err != nil {
			return undefined, err
		}
		if n, ok := limit(d); ok {
			ctx.depth = n // circular references are still cut; -1 collapses even the value
		}
		if v, err := option("showHidden"); err != nil {
			return undefined, err
		} else {
			ctx.showHidden = truthy(v)
		}
		if v, err := option("maxArrayLength"); err != nil {
			return undefined, err
		} else if n, ok := limit(v); ok {
			ctx.maxArray = n
			if n == 0 {
				ctx.maxArray = -1
			}
		}
		if v, err := option("maxStringLength"); err != nil {
			return undefined, err
		} else if n, ok := limit(v); ok {
			ctx.maxString = n
			if n == 0 {
				ctx.maxString = -1
			}
		}
		if v, err := option("breakLength"); err != nil {
			return undefined, err
		} else if v.kind == KNumber && v.num > 1e6 {
			ctx.noBreak = true
		} else if v.kind == KNumber && v.num >= 0 {
			ctx.breakLength = max(int(v.num), 1)
		}
	}
	text, err := ctx.text(arg(args, 0))
	if err != nil {
		return undefined, err
	}
	return undefined, m.logLine(text)
}

// logLine adds a line of console output, indented like node inside
// console.group (every line of a multi-line text). The indented length
// is checked before the line is built.
func (m *Machine) logLine(line string) error {
	n := wtf8.UTF16Len(line)
	if in := m.consoleIndent(); in > 0 {
		lines := strings.Count(line, "\n") + 1
		if int64(n)+int64(lines)*int64(in) > maxStringLength {
			return m.errStringLength()
		}
		pad := strings.Repeat(" ", in)
		line = pad + strings.ReplaceAll(line, "\n", "\n"+pad)
		n += lines * in
	}
	if n > maxStringLength {
		return m.errStringLength()
	}
	m.charge(logLineSize(line))
	m.logs = append(m.logs, line)
	return nil
}

// tableCell formats one cell as node's console.table does: objects with
// more than two keys collapse to [Object], arrays show three elements, all
// on one line.
func (m *Machine) tableCell(v Value) string {
	depth := 0
	if o := v.asObject(); o != nil && o.class != ClassArray && len(m.ownKeys(o, true)) > 2 {
		depth = -1
	}
	ctx := &inspectCtx{m: m, depth: depth, maxArray: 3, noBreak: true}
	return ctx.format(v, 0, false)
}

func consoleTableFn(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	data := arg(args, 0)
	o := data.asObject()
	if o == nil {
		return consoleLog(m, this, args[:min(len(args), 1)], self)
	}
	var props []string
	hasProps := false
	if p := arg(args, 1); !p.isUndefined() {
		pa := p.asObject()
		if pa == nil || pa.class != ClassArray {
			return undefined, m.typeError(`The "properties" argument must be an instance of Array. Received %s`, m.describeArg(p))
		}
		hasProps = true
		for _, v := range pa.arr {
			s, err := m.toString(elem(v))
			if err != nil {
				return undefined, err
			}
			props = append(props, s)
		}
	}
	indexArray := func(n int) []string {
		out := make([]string, n)
		for i := range out {
			out[i] = formatNumber(float64(i))
		}
		return out
	}
	if d, ok := o.internal.(*mapData); ok && (o.class == ClassMap || o.class == ClassSet) {
		var keys, vals []string
		for i, k := range d.keys {
			if k.kind == KEmpty {
				continue
			}
			keys = append(keys, m.tableCell(k))
			vals = append(vals, m.tableCell(d.vals[i]))
		}
		if o.class == ClassMap {
			return undefined, m.logLine(renderTable([]string{"(iteration index)", "Key", "Values"}, [][]string{indexArray(len(keys)), keys, vals}))
		}
		return undefined, m.logLine(renderTable([]string{"(iteration index)", "Values"}, [][]string{indexArray(len(keys)), keys}))
	}

	type column struct {
		key   string
		cells []string
		set   []bool
	}
	var cols []*column
	colIdx := map[string]*column{}
	indexKeys := m.ownKeys(o, true)
	var values []string
	valuesSet := make([]bool, len(indexKeys))
	hasPrimitives := false
	for i, ik := range indexKeys {
		item, err := m.get(o, ik, data)
		if err != nil {
			return undefined, err
		}
		io := item.asObject()
		primitive := io == nil
		if !hasProps && primitive {
			hasPrimitives = true
			for len(values) <= i {
				values = append(values, "")
			}
			values[i] = m.tableCell(item)
			valuesSet[i] = true
			continue
		}
		keys := props
		if !hasProps {
			keys = m.ownKeys(io, true)
		}
		for _, k := range keys {
			c := colIdx[k]
			if c == nil {
				c = &column{key: k}
				colIdx[k] = c
				cols = append(cols, c)
			}
			for len(c.cells) <= i {
				c.cells = append(c.cells, "")
				c.set = append(c.set, false)
			}
			c.set[i] = true
			if io == nil || !m.hasOwn(io, k) {
				c.cells[i] = ""
				continue
			}
			v, err := m.get(io, k, item)
			if err != nil {
				return undefined, err
			}
			c.cells[i] = m.tableCell(v)
		}
	}
	// node gathers the columns as the keys of an object, so array-index
	// keys come first, ascending, then the others as first seen.
	sort.SliceStable(cols, func(a, b int) bool {
		ia, aIndex := arrayIndex(cols[a].key)
		ib, bIndex := arrayIndex(cols[b].key)
		if aIndex && bIndex {
			return ia < ib
		}
		return aIndex && !bIndex
	})
	head := []string{"(index)"}
	columns := [][]string{indexKeys}
	for _, c := range cols {
		head = append(head, c.key)
		columns = append(columns, sparse(c.cells, c.set))
	}
	if hasPrimitives {
		for len(values) < len(indexKeys) {
			values = append(values, "")
		}
		head = append(head, "Values")
		columns = append(columns, sparse(values, valuesSet))
	}
	return undefined, m.logLine(renderTable(head, columns))
}

// sparse keeps the cells that were set; the others render empty (node's
// columns are sparse arrays).
func sparse(cells []string, set []bool) []string {
	out := make([]string, len(cells))
	for i := range cells {
		if i < len(set) && set[i] {
			out[i] = cells[i]
		}
	}
	return out
}

// renderTable is node's internal cli_table: left-aligned cells (node
// 20.20) in box-drawing borders.
func renderTable(head []string, columns [][]string) string {
	widths := make([]int, len(head))
	rows := 0
	for i, h := range head {
		widths[i] = stringWidth(h)
		if len(columns[i]) > rows {
			rows = len(columns[i])
		}
	}
	cell := func(i, j int) string {
		if j < len(columns[i]) {
			return columns[i][j]
		}
		return ""
	}
	for i := range head {
		for j := 0; j < rows; j++ {
			widths[i] = max(widths[i], stringWidth(cell(i, j)))
		}
	}
	divider := make([]string, len(widths))
	for i, w := range widths {
		divider[i] = strings.Repeat("─", w+2)
	}
	renderRow := func(row []string) string {
		var b strings.Builder
		b.WriteString("│ ")
		for i, c := range row {
			b.WriteString(c)
			b.WriteString(strings.Repeat(" ", widths[i]-stringWidth(c)))
			if i != len(row)-1 {
				b.WriteString(" │ ")
			}
		}
		b.WriteString(" │")
		return b.String()
	}
	var b strings.Builder
	b.WriteString("┌" + strings.Join(divider, "┬") + "┐\n")
	b.WriteString(renderRow(head) + "\n")
	b.WriteString("├" + strings.Join(divider, "┼") + "┤\n")
	for j := 0; j < rows; j++ {
		row := make([]string, len(head))
		for i := range head {
			row[i] = cell(i, j)
		}
		b.WriteString(renderRow(row) + "\n")
	}
	b.WriteString("└" + strings.Join(divider, "┴") + "┘")
	return b.String()
}

// formatLog is util.format for console.log's arguments; a line longer
// than maxStringLength is a RangeError, as in node.
func (m *Machine) formatLog(args []Value) (string, error) {
	b := strBuf{m: m}
	i := 0
	if len(args) > 0 && args[0].kind == KString {
		f := args[0].ref.(string)
		i = 1
		if strings.IndexByte(f, '%') >= 0 && len(args) > 1 { // a lone string is not a format (node)
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
				s, err := m.formatSpecifier(d, a)
				if err != nil {
					return "", err
				}
				b.WriteString(s)
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
			s, err := (&inspectCtx{m: m, depth: 2}).text(a)
			if err != nil {
				return "", err
			}
			b.WriteString(s)
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

// formatSpecifier formats one argument for %s, %d, %i, %f, %j, %o, %O
// or %c (which prints nothing) as node's formatWithOptions does.
func (m *Machine) formatSpecifier(d byte, a Value) (string, error) {
	switch d {
	case 's':
		switch a.kind {
		case KNumber:
			return formatNumber(a.num), nil
		case KBigInt:
			return bigintDecimal(a) + "n", nil
		case KSymbol, KUndefined, KNull, KBool:
			return m.inspect(a), nil
		case KObject:
			if !a.ref.(*Object).isCallable() && m.hasBuiltinToStringForFormat(a.ref.(*Object)) {
				ctx := &inspectCtx{m: m, depth: 0}
				return ctx.text(a)
			}
		}
		return m.toString(a)
	case 'd':
		switch a.kind {
		case KBigInt:
			return bigintDecimal(a) + "n", nil
		case KSymbol:
			return "NaN", nil
		}
		// Number(a): an object that turns into a BigInt is converted too.
		n, err := m.toNumeric(a)
		if err != nil {
			return "", err
		}
		if n.kind == KBigInt {
			return formatNumber(bigintToNumber(n.ref.(*big.Int))), nil
		}
		return formatNumber(n.num), nil
	case 'i':
		switch a.kind {
		case KBigInt:
			return bigintDecimal(a) + "n", nil
		case KSymbol:
			return "NaN", nil
		}
		v, err := globalParseInt(m, undefined, []Value{a}, nil)
		if err != nil {
			return "", err
		}
		return formatNumber(v.num), nil
	case 'f':
		if a.kind == KSymbol {
			return "NaN", nil
		}
		s, err := m.toString(a)
		if err != nil {
			return "", err
		}
		return formatNumber(parseFloatPrefix(s)), nil
	case 'j':
		e := &jsonEnc{m: m}
		ok, err := e.value(m.newObject(), "", a)
		switch {
		case err != nil && isCircularJSONError(m, err):
			return "[Circular]", nil
		case err != nil:
			return "", err // a BigInt, a throwing toJSON
		case !ok:
			return "undefined", nil
		}
		return string(e.buf), nil
	case 'o':
		ctx := &inspectCtx{m: m, depth: 4, showHidden: true}
		return ctx.text(a)
	case 'O':
		return (&inspectCtx{m: m, depth: 2}).text(a)
	}
	return "", nil // %c: CSS is ignored
}

// isCircularJSONError reports whether err is JSON.stringify's TypeError
// for a cycle (node's %j prints [Circular] for it and throws the others).
func isCircularJSONError(m *Machine, err error) bool {
	ex, ok := err.(*Exception)
	if !ok {
		return false
	}
	o := ex.Value.asObject()
	if o == nil || o.class != ClassError {
		return false
	}
	msg, _ := m.get(o, "message", obj(o))
	return msg.kind == KString && strings.HasPrefix(msg.ref.(string), "Converting circular structure to JSON")
}

// hasBuiltinToStringForFormat is node's hasBuiltInToString for %s: an
// object whose toString comes from a user-defined class or object is
// printed through it.
func (m *Machine) hasBuiltinToStringForFormat(o *Object) bool {
	if o.class == ClassTypedArray {
		// node finds toString on %TypedArray%.prototype, whose constructor
		// is no global, so it prints String(array): "1,2,3".
		return false
	}
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

// stringWidth is the number of terminal columns s takes, as node's
// getStringWidth computes it with ICU: East Asian wide and fullwidth
// characters (most emoji among them) take two, control characters and
// combining marks none.
func stringWidth(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 127 {
			return n + unicodeWidth(norm.NFC.String(s[i:]))
		}
		if c >= 32 {
			n++
		}
	}
	return n
}

func unicodeWidth(s string) int {
	n := 0
	for i := 0; i < len(s); {
		r, size := wtf8.Decode(s[i:]) // a lone surrogate is one column
		i += size
		switch k := width.LookupRune(r).Kind(); {
		case k == width.EastAsianWide || k == width.EastAsianFullwidth:
			n += 2
		case r >= 0x1F1E6 && r <= 0x1F1FF: // regional indicators (emoji presentation)
			n += 2
		case r != 0xAD && (unicode.In(r, unicode.Mn, unicode.Me, unicode.Cf, unicode.Cc) || r >= 0x1F3FB && r <= 0x1F3FF):
		default:
			n++
		}
	}
	return n
}

var consoleTable = newTable(
	fn("console.log", 0, consoleLog),
	fn("console.info", 0, consoleLog),
	fn("console.debug", 0, consoleLog),
	fn("console.warn", 0, consoleLog),
	fn("console.error", 0, consoleLog),
	fn("console.trace", 0, consoleTrace),
)

func consoleLog(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	line, err := m.formatLog(args)
	if err != nil {
		return undefined, err
	}
	return undefined, m.logLine(line)
}
