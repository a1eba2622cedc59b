package vm

import (
	"bytes"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/codemode-go/codemode/vm/compile"
	"github.com/codemode-go/codemode/vm/syntax"
)

// unfused returns src compiled with Exec = Code in all its functions: the
// program as the VM runs it without superinstructions.
func unfused(t *testing.T, src string) *compile.Program {
	t.Helper()
	p := mustCompile(t, src)
	for _, f := range funcList(p) {
		f.Exec = f.Code
	}
	return p
}

// hasFused reports whether a function of p runs a superinstruction.
func hasFused(p *compile.Program) bool {
	for _, f := range funcList(p) {
		for i := range f.Exec {
			if f.Exec[i].Op != f.Code[i].Op {
				return true
			}
		}
	}
	return false
}

// TestSuperinstructionsAreInvisible runs every language test program with
// and without superinstructions side by side, a few steps at a time, and
// checks that the two stop after the same steps with the same status and,
// every so often and whenever they wait for the host, the same saved
// state; and that they end the same way. A superinstruction that did not do
// exactly what its sequence does (a missed valueOf, a wrong step count or
// budget check, a different value left on the stack) shows here.
func TestSuperinstructionsAreInvisible(t *testing.T) {
	var files []string
	for _, dir := range []string{"lang", "std", "agent", "tools"} {
		fs, err := filepath.Glob(filepath.Join("testdata", "programs", dir, "*.js"))
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, fs...)
	}
	fusedPrograms := 0
	for _, file := range files {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		ast, err := syntax.Parse(string(src))
		if err != nil {
			continue // the programs that test syntax errors
		}
		fused, err := compile.Compile(ast)
		if err != nil {
			continue
		}
		if !hasFused(fused) {
			continue
		}
		fusedPrograms++
		plain := unfused(t, string(src))
		for _, budget := range []int64{3, 29} {
			if msg := runSideBySide(fused, plain, budget); msg != "" {
				t.Errorf("%s, budget %d: %s", file, budget, msg)
				break
			}
		}
	}
	if fusedPrograms < 100 {
		t.Fatalf("only %d programs run superinstructions: the test no longer covers them", fusedPrograms)
	}
}

// runSideBySide runs fused and plain to their ends and says how they
// first differ ("" when they do not).
func runSideBySide(fused, plain *compile.Program, budget int64) string {
	cfg := Config{RunID: "test", Tools: testTools, RandomSeed: 42}
	a, b := New(fused, cfg), New(plain, cfg)
	for i := 0; i < 1_000_000; i++ {
		if i == 50_000 {
			budget = 997 // a long program: on to its end faster
		}
		sa, sb := a.Run(budget), b.Run(budget)
		if sa != sb || a.Steps() != b.Steps() {
			return fmt.Sprintf("run %d: %v after %d steps, without superinstructions %v after %d", i, sa, a.Steps(), sb, b.Steps())
		}
		ca, cb := a.TakeHostCalls(), b.TakeHostCalls()
		if len(ca) != len(cb) {
			return fmt.Sprintf("run %d: different host calls", i)
		}
		if sa == StatusBlocked || i%61 == 0 {
			stA, errA := a.AppendState(nil, 0)
			stB, errB := b.AppendState(nil, 0)
			if !bytes.Equal(stA, stB) || (errA == nil) != (errB == nil) {
				return fmt.Sprintf("run %d: the saved states differ", i)
			}
		}
		if sa == StatusDone || sa == StatusFailed {
			if !bytes.Equal(a.Result(), b.Result()) || (a.Failure() == nil) != (b.Failure() == nil) ||
				a.Failure() != nil && a.Failure().Message != b.Failure().Message {
				return "the outcomes differ"
			}
			return ""
		}
		for j := range ca {
			settleTest(a, ca[j])
			settleTest(b, cb[j])
		}
	}
	return "no end"
}

// TestNumberOperator checks the superinstructions' arithmetic against the
// interpreter's own (numberOp, compareOp, strictEquals, looseEquals),
// with zero's sign and NaN told apart.
func TestNumberOperator(t *testing.T) {
	values := []float64{0, math.Copysign(0, -1), 1, -1, 2, 3, -3, 7.5, -7.5, 1e15, 1 << 53, -(1 << 53), 1e300,
		math.Inf(1), math.Inf(-1), math.NaN(), 0.1, 4294967296, 2147483648}
	m := New(mustCompile(t, "return 1"), Config{})
	for op := compile.Opcode(0); op < 255; op++ {
		if !compile.NumberOperator(op) {
			continue
		}
		for _, a := range values {
			for _, b := range values {
				got := numberOperator(op, a, b)
				var want Value
				switch op {
				case compile.OpStrictEq, compile.OpStrictNotEq:
					want = boolean(strictEquals(num(a), num(b)) == (op == compile.OpStrictEq))
				case compile.OpEq, compile.OpNotEq:
					eq, _ := m.looseEquals(num(a), num(b))
					want = boolean(eq == (op == compile.OpEq))
				case compile.OpLt, compile.OpLtEq, compile.OpGt, compile.OpGtEq:
					r, _ := m.compareOp(op, num(a), num(b))
					want = boolean(r)
				default:
					want = num(numberOp(op, a, b))
				}
				if got.kind != want.kind || math.Float64bits(got.num) != math.Float64bits(want.num) && !(got.num != got.num && want.num != want.num) {
					t.Errorf("%v(%v, %v) = %v, want %v", op, a, b, got.num, want.num)
				}
			}
		}
	}
}
