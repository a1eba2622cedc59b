package snapshot

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/codemode-go/codemode/vm"
	"github.com/codemode-go/codemode/vm/compile"
	"github.com/codemode-go/codemode/vm/state"
	"github.com/codemode-go/codemode/vm/syntax"
)

// corpusStates runs every vm language test program (the round-trip corpus
// under vm/testdata/programs) with a small step budget and returns the state at
// each of its first yields and blocks, plus the agent run's states.
func corpusStates(t *testing.T) []*state.State {
	files, err := filepath.Glob("../vm/testdata/programs/*/*.js")
	if err != nil || len(files) == 0 {
		t.Fatalf("no corpus: %v", err)
	}
	var states []*state.State
	tools := []string{"test.echo", "test.fail", "test.add", "context7.resolve-library-id", "math.add", "orders.lookup"}
	for _, file := range files {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		p, err := syntax.Parse(string(src))
		if err != nil {
			continue // programs that test syntax errors
		}
		prog, err := compile.Compile(p)
		if err != nil {
			continue
		}
		m := vm.New(prog, vm.Config{RunID: "r", Tools: tools, RandomSeed: 7})
		for i := 0; i < 40; i++ {
			st := m.Run(97)
			s, err := m.MarshalState()
			if err != nil {
				t.Fatalf("%s: %v", file, err)
			}
			checkDirectSave(t, file, m, s)
			states = append(states, s)
			if st == vm.StatusBlocked {
				for _, c := range m.TakeHostCalls() {
					if c.Sync {
						m.Settle(c.ID, []byte(`[]`), nil)
					} else {
						m.Settle(c.ID, c.Input, nil)
					}
				}
			} else if st != vm.StatusYield {
				break
			}
		}
	}
	prog := compileSrc(t, agentProgram)
	for _, n := range []int64{1, 2, 25, 51} {
		s, err := runUntilCall(t, prog, n).MarshalState()
		if err != nil {
			t.Fatal(err)
		}
		states = append(states, s)
	}
	return states
}

// checkDirectSave checks that the direct saver writes what the generated
// encoder writes for the decoded State, and that RestoreState(st) and a
// restore from the bytes give Machines that save alike.
func checkDirectSave(t *testing.T, name string, m *vm.Machine, st *state.State) {
	t.Helper()
	direct, err := Save(m)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	viaState, err := Encode(st)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(direct, viaState) {
		at := 0
		for at < len(direct) && at < len(viaState) && direct[at] == viaState[at] {
			at++
		}
		t.Fatalf("%s: the direct save differs from the State's encoding at byte %d of %d/%d", name, at, len(direct), len(viaState))
	}
}

// TestGeneratedCodecMatchesLibrary: the generated encoder writes exactly
// the cbor library's bytes for every corpus state, with and without an
// extra record, and the generated decoder reads back what the library
// reads.
func TestGeneratedCodecMatchesLibrary(t *testing.T) {
	states := corpusStates(t)
	if len(states) < 500 {
		t.Fatalf("only %d corpus states", len(states))
	}
	extra := map[string]any{"runId": "r-1", "calls": []int{1, 2, 3}, "f": 1.5}
	for i, st := range states {
		for _, x := range []any{nil, extra} {
			got, err := EncodeWith(st, x)
			if err != nil {
				t.Fatal(err)
			}
			want, err := encodeWithLibrary(st, x)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, want) {
				at := 0
				for at < len(got) && at < len(want) && got[at] == want[at] {
					at++
				}
				t.Fatalf("state %d: generated encoding differs from the library's at byte %d of %d/%d", i, at, len(got), len(want))
			}
		}
		data, _ := EncodeWith(st, nil)
		fast, err := Decode(data)
		if err != nil {
			t.Fatalf("state %d: %v", i, err)
		}
		var env envelope
		if err := decMode.Unmarshal(data, &env); err != nil {
			t.Fatal(err)
		}
		lib := new(state.State)
		if err := decMode.Unmarshal(env.State, lib); err != nil {
			t.Fatal(err)
		}
		if !deepEqual(reflect.ValueOf(fast), reflect.ValueOf(lib)) {
			fv, lv := reflect.ValueOf(fast).Elem(), reflect.ValueOf(lib).Elem()
			for f := 0; f < fv.NumField(); f++ {
				if !deepEqual(fv.Field(f), lv.Field(f)) {
					t.Logf("field %s: generated %#v, library %#v", fv.Type().Field(f).Name, fv.Field(f).Interface(), lv.Field(f).Interface())
				}
			}
			t.Fatalf("state %d: the generated decoder and the library disagree", i)
		}
		if again, _ := EncodeWith(fast, nil); !bytes.Equal(again, data) {
			t.Fatalf("state %d: decode and encode again changes the bytes", i)
		}
	}
	t.Logf("%d states", len(states))
}

// TestGeneratedDecoderRefuses: inputs the library options refuse are
// refused by the generated decoder too.
func TestGeneratedDecoderRefuses(t *testing.T) {
	st, err := runUntilCall(t, compileSrc(t, agentProgram), 3).MarshalState()
	if err != nil {
		t.Fatal(err)
	}
	body := st.AppendCBOR(nil)
	for name, data := range map[string][]byte{
		"truncated":      body[:len(body)/2],
		"tag":            {0xc1, 0xa0},
		"indefinite map": {0xbf, 0xff},
		"unknown key":    {0xa1, 0x18, 0x3f, 0x00},
		"duplicate key":  {0xa2, 0x16, 0x01, 0x16, 0x02},
		"wrong type":     {0xa1, 0x16, 0x61, 'x'},
		"int overflow":   {0xa1, 0x0b, 0x81, 0xa1, 0x04, 0x1a, 0x80, 0x00, 0x00, 0x00},
		"huge array":     {0xa1, 0x09, 0x9a, 0x10, 0x00, 0x00, 0x00},
		"deep":           bytes.Repeat([]byte{0xa1, 0x09, 0x81}, 100),
	} {
		if _, _, err := state.Decode(data); err == nil {
			t.Errorf("%s: decoded without error", name)
		}
	}
}

// deepEqual is reflect.DeepEqual for States, except that NaN equals NaN
// and nil and empty slices differ (as they encode differently).
func deepEqual(a, b reflect.Value) bool {
	if a.Kind() != b.Kind() {
		return false
	}
	switch a.Kind() {
	case reflect.Float64, reflect.Float32:
		x, y := a.Float(), b.Float()
		return x == y || (x != x && y != y)
	case reflect.Pointer:
		if a.IsNil() || b.IsNil() {
			return a.IsNil() == b.IsNil()
		}
		return deepEqual(a.Elem(), b.Elem())
	case reflect.Slice:
		if a.IsNil() != b.IsNil() || a.Len() != b.Len() {
			return false
		}
		fallthrough
	case reflect.Array:
		for i := 0; i < a.Len(); i++ {
			if !deepEqual(a.Index(i), b.Index(i)) {
				return false
			}
		}
		return true
	case reflect.Struct:
		for i := 0; i < a.NumField(); i++ {
			if !deepEqual(a.Field(i), b.Field(i)) {
				return false
			}
		}
		return true
	}
	return reflect.DeepEqual(a.Interface(), b.Interface())
}
