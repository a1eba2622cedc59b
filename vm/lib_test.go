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
