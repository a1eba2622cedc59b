package compile

import (
	"bytes"
	"strings"
	"testing"

	"github.com/codemode-go/codemode/vm/syntax"
)

func mustParse(t *testing.T, src string) *syntax.Program {
	t.Helper()
	p, err := syntax.Parse(src)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestUnsupportedSyntaxHasPosition(t *testing.T) {
	for _, tc := range []struct {
		src       string
		msg       string
		line, col int32
	}{
		{"x = " + strings.Repeat("9", maxBigIntDigits+1) + "n", "BigInt literal is too large", 1, 5},
	} {
		_, err := Compile(mustParse(t, tc.src))
		ce, ok := err.(*Error)
		if !ok || ce.Msg != tc.msg || ce.Pos.Line != tc.line || ce.Pos.Col != tc.col {
			t.Errorf("%q: got %v, want %d:%d: %s", tc.src, err, tc.line, tc.col, tc.msg)
		}
	}
}

func TestHashIsDeterministic(t *testing.T) {
	src := "const f = (a, ...b) => a + b.length; class C { #x = 1; m() { return this.#x } } return f(1, 2) + new C().m()"
	a, err := Compile(mustParse(t, src))
	if err != nil {
		t.Fatal(err)
	}
	b, _ := Compile(mustParse(t, src))
	if !bytes.Equal(a.Hash(), b.Hash()) || len(a.Hash()) != 32 {
		t.Fatal("hash differs between two compilations")
	}
	c, _ := Compile(mustParse(t, src+" + 1"))
	if bytes.Equal(a.Hash(), c.Hash()) {
		t.Fatal("different programs share a hash")
	}
}

func TestGlobalsAndLineTable(t *testing.T) {
	p, err := Compile(mustParse(t, "const a = 1\nconsole.log(a, Math.max(a, 2))\nreturn missing"))
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"console", "Math", "missing"}
	if len(p.Globals) != len(want) {
		t.Fatalf("globals %v", p.Globals)
	}
	for i, g := range want {
		if p.Globals[i] != g {
			t.Fatalf("globals %v", p.Globals)
		}
	}
	// The load of `missing` is on line 3, column 8.
	for pc, in := range p.Main.Code {
		if in.Op == OpLoadGlobal && p.Main.Consts[in.A] == "missing" {
			if pos := p.Main.PosAt(pc); pos.Line != 3 || pos.Col != 8 {
				t.Fatalf("position %d:%d", pos.Line, pos.Col)
			}
			return
		}
	}
	t.Fatal("no load of missing")
}

func TestOnlyCapturedVariablesAreBoxed(t *testing.T) {
	p, err := Compile(mustParse(t, "let a = 1; let b = 2; const f = () => b; return a + f()"))
	if err != nil {
		t.Fatal(err)
	}
	cells := 0
	for _, in := range p.Main.Code {
		if in.Op == OpNewCell {
			cells++
		}
	}
	if cells != 1 {
		t.Fatalf("want one cell (b), got %d", cells)
	}
}
