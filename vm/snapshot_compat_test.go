package vm

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Snapshots across builds at the VM level (the rule is in doc.go; the
// corpus of whole runs is in snapshot/testdata/corpus).

// libFrameSrc is blocked, on a synchronous host call, inside a callback of
// the self-hosted Array_map: the state has a live frame in library code.
const libFrameSrc = `const r = [1, 2].map(x => now(x).args[0] * 10); return r`

// blockedInMap runs libFrameSrc until its first synchronous call.
func blockedInMap(t *testing.T) *Machine {
	t.Helper()
	m := New(mustCompile(t, libFrameSrc), Config{RunID: "t", Extensions: testExts})
	if st := m.Run(1 << 20); st != StatusBlocked {
		t.Fatalf("status %v", st)
	}
	return m
}

// finishExt settles m's synchronous calls until the run ends and returns
// its result.
func finishExt(t *testing.T, m *Machine) string {
	t.Helper()
	for range 100 {
		for _, c := range m.TakeHostCalls() {
			out, herr := extHost(c)
			m.Settle(c.ID, out, herr)
		}
		if st := m.Run(1 << 20); st == StatusDone {
			return string(m.Result())
		} else if st == StatusFailed {
			t.Fatalf("failed: %v", m.Failure())
		}
	}
	t.Fatal("did not finish")
	return ""
}

// A frame in a library function resumes only on the same bytecode: a
// state whose frame's code hash differs (as the next release's would) is
// refused with ErrOtherBuild, naming the function.
func TestSnapshotLibFrameNeedsSameCode(t *testing.T) {
	st, err := blockedInMap(t).MarshalState()
	if err != nil {
		t.Fatal(err)
	}
	var lib *FrameState
	for i := range st.Frames {
		if st.Frames[i].Lib {
			lib = &st.Frames[i]
		}
	}
	if lib == nil || len(lib.Hash) != 32 || st.Strings[lib.Code] != "Array_map" {
		t.Fatalf("no frame in Array_map with its code hash: %+v", st.Frames)
	}
	m, err := RestoreState(mustCompile(t, libFrameSrc), Config{RunID: "t", Extensions: testExts}, st)
	if err != nil {
		t.Fatal(err)
	}
	if got := finishExt(t, m); got != "[10,20]" {
		t.Fatalf("result %s", got)
	}

	lib.Hash[0] ^= 1
	_, err = RestoreState(mustCompile(t, libFrameSrc), Config{RunID: "t", Extensions: testExts}, st)
	if !errors.Is(err, ErrOtherBuild) || !strings.Contains(err.Error(), "inside the self-hosted library function Array_map, whose bytecode differs") {
		t.Fatalf("want ErrOtherBuild naming Array_map, got %v", err)
	}
}

// A closure of a library function is found by name, whatever its code;
// a name this build does not have is refused with ErrOtherBuild.
func TestSnapshotLibClosureByName(t *testing.T) {
	const src = `const m = Array.prototype.map; await tools.test.echo({}); return m.call([1], x => x + 1)`
	p := mustCompile(t, src)
	m := New(p, Config{Tools: testTools})
	if st := m.Run(1 << 20); st != StatusBlocked {
		t.Fatalf("status %v", st)
	}
	st, err := m.MarshalState()
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for i := range st.Objects {
		if fn := st.Objects[i].Fn; fn != nil && fn.Lib && st.Strings[fn.Code] == "Array_map" {
			found = true
			st.Strings[fn.Code] = "Array_mapped"
		}
	}
	if !found {
		t.Fatal("no closure of Array_map in the state")
	}
	_, err = RestoreState(p, Config{Tools: testTools}, st)
	if !errors.Is(err, ErrOtherBuild) || !strings.Contains(err.Error(), "library function Array_mapped, which this build does not have") {
		t.Fatalf("want ErrOtherBuild naming Array_mapped, got %v", err)
	}
}

// libFrameState is a state with a live frame in Array_map saved by the
// default build (written when missing): the next release changed
// Array_map, so it refuses the state, naming the function; the default
// build resumes it.
const libFrameState = "testdata/snapshot/libframe.state4"

func TestNextBuildLibFrame(t *testing.T) {
	if _, err := os.Stat(libFrameState); errors.Is(err, os.ErrNotExist) && !nextBuild {
		data, err := blockedInMap(t).AppendState(nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.MkdirAll(filepath.Dir(libFrameState), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(libFrameState, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	data, err := os.ReadFile(libFrameState)
	if err != nil {
		t.Fatal(err)
	}
	m, err := RestoreStateCBOR(mustCompile(t, libFrameSrc), Config{RunID: "t", Extensions: testExts}, data)
	if nextBuild {
		if !errors.Is(err, ErrOtherBuild) || !strings.Contains(err.Error(), "Array_map") {
			t.Fatalf("the next build: want ErrOtherBuild naming Array_map, got %v", err)
		}
		return
	}
	if err != nil {
		t.Fatal(err)
	}
	if got := finishExt(t, m); got != "[10,20]" {
		t.Fatalf("result %s", got)
	}
}
