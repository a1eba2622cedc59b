package vm

import "strings"

// console.dir and console.table, formatted like node 20.

func init() {
	consoleTable.add(
		fn("console.dir", 0, consoleDir),
		fn("console.table", 1, consoleTableFn),
	)
}

// consoleDir is console.dir(value, options): util.inspect of the value
// (strings are quoted). Of the options, depth is applied (a number, or
// null/Infinity for no limit); the others are ignored.
func consoleDir(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	ctx := &inspectCtx{m: m, depth: 2}
	if opts := arg(args, 1).asObject(); opts != nil {
		d, err := m.get(opts, "depth", obj(opts))
		if err != nil {
			return undefined, err
		}
		switch {
		case d.kind == KNull || d.kind == KNumber && d.num > 1e6:
			ctx.depth = 1e6 // no limit (circular references are still cut)
		case d.kind == KNumber && d.num >= 0:
			ctx.depth = int(d.num)
		case d.kind == KNumber && d.num < 0:
			ctx.depth = -1 // even the value itself is collapsed
		}
	}
	return undefined, m.logLine(ctx.format(arg(args, 0), 0, false))
}

func (m *Machine) logLine(line string) error {
	if utf16Len(line) > maxStringLength {
		return m.errStringLength()
	}
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
		widths[i] = utf16Len(h)
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
			widths[i] = max(widths[i], utf16Len(cell(i, j)))
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
			b.WriteString(strings.Repeat(" ", widths[i]-utf16Len(c)))
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
