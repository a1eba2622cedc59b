package vm

import (
	"fmt"
	"testing"
)

// The comparators Array.prototype.sort runs in Go, and near misses that it
// must call (their results are in std/array_sort_pure.js, against node).
func TestPureComparator(t *testing.T) {
	for _, c := range []struct {
		src  string
		want string // the terms, or "" for a comparator that must be called
	}{
		{`(a, b) => a - b`, `[{[] false false}]`},
		{`(a, b) => b - a`, `[{[] true false}]`},
		{`function (p, q) { return p.v - q.v }`, `[{[v] false false}]`},
		{`(p, q) => q.meta.score - p.meta.score || p.i - q.i`, `[{[meta score] true false} {[i] false false}]`},
		{`(a, b) => a.name.localeCompare(b.name)`, `[{[name] false true}]`},
		{`(a, b) => a > b`, ``},
		{`(a, b) => a - a`, ``},
		{`(a, b) => a.v - b.w`, ``},
		{`(a, b) => a.v - b.v + 1`, ``},
		{`(a, b) => a.localeCompare(b, "sv")`, ``},
		{`(a, b, c) => a - b`, ``},
		{`(a, b) => (a.v - b.v) || a.i`, ``},
		{`async (a, b) => a - b`, ``},
	} {
		p := mustCompile(t, "return "+c.src)
		m := New(p, Config{})
		got := ""
		if terms := m.pureComparator(obj(m.newClosure(p.Main.Funcs[0], nil))); terms != nil {
			got = fmt.Sprint(terms)
		}
		if got != c.want {
			t.Errorf("%s: terms %s, want %s", c.src, got, c.want)
		}
	}
}
