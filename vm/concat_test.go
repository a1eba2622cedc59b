package vm

import (
	"strings"
	"testing"
)

func TestConcatStringsKeepsResultsImmutable(t *testing.T) {
	m := &Machine{}
	x := strings.Repeat("a", 100)
	y, _ := m.concatStrings(x, "b")
	z, _ := m.concatStrings(y, "c") // appended in place after y
	w, _ := m.concatStrings(y, "d") // y is no longer the buffer's end: copied
	v, _ := m.concatStrings(z, "e")
	if y != x+"b" || z != x+"bc" || w != x+"bd" || v != x+"bce" {
		t.Fatalf("corrupted: %q %q %q %q", y[100:], z[100:], w[100:], v[100:])
	}
}
