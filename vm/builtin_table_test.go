package vm

import (
	"sort"
	"testing"
)

// TestLazyTableFind: every built-in table finds each of its entries by
// name through its Bloom filter, and a name no table has is not found.
func TestLazyTableFind(t *testing.T) {
	names := make([]string, 0, len(tables().tableByName))
	for name := range tables().tableByName {
		names = append(names, name)
	}
	sort.Strings(names)
	checked := 0
	for _, name := range names {
		lt := tables().tableByName[name]
		for i, e := range lt.entries {
			j, ok := lt.find(e.name)
			if !ok || lt.entries[j].name != e.name {
				t.Fatalf("%s: entry %d %q not found", name, i, e.name)
			}
			checked++
		}
		if _, ok := lt.find("\x00not a property"); ok {
			t.Fatalf("%s finds a name it does not have", name)
		}
	}
	if checked < 500 {
		t.Fatalf("only %d entries checked", checked)
	}
}
