package syntax

import (
	"strings"
	"testing"
)

// TestListStackTake checks that lists taken from a listStack are exact
// (len == cap, so appending to one cannot overwrite another), keep their
// items, and stay intact while later lists are taken, whatever the sizes
// and wherever the scanner is (which sets the chunk sizes).
func TestListStackTake(t *testing.T) {
	p := &parser{}
	p.lx.init(strings.Repeat(" ", 1000))
	var s listStack[*Identifier]
	var lists [][]*Identifier
	var want [][]*Identifier
	for n := 0; n < 80; n++ {
		p.lx.pos = n * 12 // as if the scan moved on
		mark := s.mark()
		s.push(&Identifier{}) // an outer list's item, below the mark
		inner := s.mark()
		var items []*Identifier
		for i := range n % 45 {
			id := &Identifier{Name: strings.Repeat("x", i)}
			items = append(items, id)
			s.push(id)
		}
		got := s.take(p, inner)
		if len(got) != cap(got) || len(got) != len(items) {
			t.Fatalf("n=%d: take returned len %d cap %d, want %d", n, len(got), cap(got), len(items))
		}
		lists = append(lists, got)
		want = append(want, items)
		s.drop(mark)
		if s.mark() != mark {
			t.Fatalf("n=%d: drop left %d items, want %d", n, s.mark(), mark)
		}
	}
	for i := range lists {
		for j := range lists[i] {
			if lists[i][j] != want[i][j] {
				t.Fatalf("list %d item %d was overwritten", i, j)
			}
		}
	}
}

// TestSlabAlloc checks that slab nodes are distinct and zeroed.
func TestSlabAlloc(t *testing.T) {
	p := &parser{}
	p.lx.init(strings.Repeat(" ", 5000))
	var s slab[Identifier]
	seen := map[*Identifier]bool{}
	for i := range 1000 {
		p.lx.pos = i * 5
		id := s.alloc(p)
		if seen[id] || id.Name != "" {
			t.Fatalf("alloc %d: reused or dirty node", i)
		}
		seen[id] = true
		id.Name = "used"
	}
}

func TestChunkSize(t *testing.T) {
	for _, c := range []struct{ used, pos, n, want int }{
		{0, 0, 100, 4},
		{0, 50, 100, 4},
		{10, 50, 100, 13},
		{1000, 10, 100000, maxSlabSize},
		{10, 100, 100, 4},
		{10, 120, 100, 4}, // a position past the end cannot happen, but is harmless
	} {
		if got := chunkSize(c.used, c.pos, c.n); got != c.want {
			t.Errorf("chunkSize(%d, %d, %d) = %d, want %d", c.used, c.pos, c.n, got, c.want)
		}
	}
}
