package vm

import (
	"fmt"
	"runtime"
	"testing"
)

// TestStringBoxes checks the interface layout stringBoxes relies on: a
// boxed string reads back through a type assertion, a type switch and
// interface comparison, and survives garbage collection.
func TestStringBoxes(t *testing.T) {
	var b stringBoxes
	var vals []Value
	for i := range 1000 {
		vals = append(vals, b.value(fmt.Sprint("s", i)))
	}
	runtime.GC()
	for i, v := range vals {
		want := fmt.Sprint("s", i)
		if v.asString() != want {
			t.Fatalf("box %d reads %q, want %q", i, v.asString(), want)
		}
		switch s := v.ref.(type) {
		case string:
			if s != want {
				t.Fatalf("type switch reads %q", s)
			}
		default:
			t.Fatalf("box %d holds a %T", i, v.ref)
		}
		if v.ref != any(want) || !strictEquals(v, str(want)) {
			t.Fatalf("box %d is not equal to %q", i, want)
		}
	}
}
