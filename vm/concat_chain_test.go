package vm

import (
	"bytes"
	"testing"

	"github.com/codemode-go/codemode/vm/compile"
	"github.com/codemode-go/codemode/vm/syntax"
)

// A run saved while an addition chain is half built resumes with the sum
// so far as a string and finishes the chain alike; the chain's value on
// the stack never reaches the state.
func TestAddChainSavedMidway(t *testing.T) {
	src := `let s = ""
		for (let i = 0; i < 20; i++) s += "<" + i + ":" + (i % 3 ? "a" : "b") + i * 2 + ">"
		return s`
	ast, err := syntax.Parse(src)
	if err != nil {
		t.Fatal(err)
	}
	p, err := compile.Compile(ast)
	if err != nil {
		t.Fatal(err)
	}
	want := ""
	if m := New(p, Config{}); m.Run(1<<30) == StatusDone {
		want = string(m.Result())
	}
	m, midway := New(p, Config{}), 0
	for st := m.Run(1); st == StatusYield; st = m.Run(1) {
		if chainOnStack(m) {
			midway++
			saved, err := m.MarshalState()
			if err != nil {
				t.Fatal(err)
			}
			// The direct encoder writes what the State encodes: the sum
			// as the string it would have been.
			if direct, err := m.AppendState(nil, 0); err != nil || !bytes.Equal(direct, saved.AppendCBOR(nil)) {
				t.Fatalf("the direct encoding differs from the State's (%v)", err)
			}
			if m, err = RestoreState(p, Config{}, saved); err != nil {
				t.Fatal(err)
			}
			if chainOnStack(m) {
				t.Fatal("a restored Machine holds a chain")
			}
		}
	}
	if got := string(m.Result()); got != want || want == "" {
		t.Fatalf("got %s, want %s", got, want)
	}
	if midway == 0 {
		t.Fatal("no step ended with a chain on the stack")
	}
}

func chainOnStack(m *Machine) bool {
	for _, v := range m.stack[:m.sp] {
		if chainOf(v) != nil {
			return true
		}
	}
	return false
}
