package compile

import (
	"testing"

	"github.com/codemode-go/codemode/vm/syntax"
)

// TestFuseKeepsCode checks Exec against Code: the same length, every
// instruction the same but for the opcode of a superinstruction's first
// one, no superinstruction running past the end, and Code's capacity cut
// so that nothing appended to it could write into Exec.
func TestFuseKeepsCode(t *testing.T) {
	src := `
		let s = 0
		for (let i = 0; i < 100; i++) { s = (s + i * 3) % 7; if (s === 2) s++ }
		const f = (x) => x < 5 ? x + 1 : x - 1
		try { s += f(s) } finally { s-- }
		for (const x of [1, 2]) s += x
		return s`
	ast, err := syntax.Parse(src)
	if err != nil {
		t.Fatal(err)
	}
	p, err := Compile(ast)
	if err != nil {
		t.Fatal(err)
	}
	fused := 0
	var check func(f *Func)
	check = func(f *Func) {
		if len(f.Exec) != len(f.Code) || cap(f.Code) != len(f.Code) {
			t.Fatalf("%q: Exec has %d instructions for %d (Code's capacity %d)", f.Name, len(f.Exec), len(f.Code), cap(f.Code))
		}
		for i, in := range f.Exec {
			want := f.Code[i]
			if in.A != want.A || in.B != want.B {
				t.Errorf("%q: operands of %d changed", f.Name, i)
			}
			if in.Op == want.Op {
				continue
			}
			fused++
			if in.Op < numOpcodes || in.Op >= numFusedOpcodes || i+FusedLen(in.Op) > len(f.Code) {
				t.Errorf("%q: %d is %v, which does not fit there", f.Name, i, in.Op)
			}
		}
		for _, sub := range f.Funcs {
			check(sub)
		}
	}
	check(p.Main)
	if fused < 8 {
		t.Errorf("only %d superinstructions", fused)
	}
}
