package vm

import (
	"testing"

	"github.com/codemode-go/codemode/vm/compile"
)

// Every intrinsic the compiler can emit has an implementation here.
func TestEveryIntrinsicIsDefined(t *testing.T) {
	for id, name := range compile.IntrinsicNames() {
		if intrinsics[id] == nil {
			t.Errorf("intrinsic %s (id %d) has no implementation: defIntrinsic it", name, id)
		}
	}
}

// Every built-in class has a name of its own: snapshots find prototypes
// and constructors by it.
func TestProtoNamesAreSetAndUnique(t *testing.T) {
	seen := map[string]protoID{}
	for id := protoID(0); id < numProtos; id++ {
		name := protoNames[id]
		if name == "" {
			t.Errorf("built-in class %d has no name in protoNames", id)
			continue
		}
		if other, dup := seen[name]; dup {
			t.Errorf("built-in classes %d and %d are both named %q", other, id, name)
		}
		seen[name] = id
	}
}
