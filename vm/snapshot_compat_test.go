package vm

import (
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/codemode-go/codemode/vm/state"
)

// Snapshots across builds at the VM level (the rule is in doc.go; the
// corpus of whole runs is in snapshot/testdata/corpus).

// libFrameSrc is blocked, on a synchronous host call, inside a callback of
// the self-hosted Array_from: the state has a live frame in library code.
const libFrameSrc = `const r = Array.from([1, 2], x => now(x).args[0] * 10); return r`

// blockedInLib runs libFrameSrc until its first synchronous call.
func blockedInLib(t *testing.T) *Machine {
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
	st, err := blockedInLib(t).MarshalState()
	if err != nil {
		t.Fatal(err)
	}
	var lib *state.FrameState
	for i := range st.Frames {
		if st.Frames[i].Lib {
			lib = &st.Frames[i]
		}
	}
	if lib == nil || len(lib.Hash) != 32 || lib.LibName != "Array_from" {
		t.Fatalf("no frame in Array_from with its code hash: %+v", st.Frames)
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
	if !errors.Is(err, ErrOtherBuild) || !strings.Contains(err.Error(), "inside the self-hosted library function Array_from, whose bytecode differs") {
		t.Fatalf("want ErrOtherBuild naming Array_from, got %v", err)
	}
}

// A closure of a library function is found by name, whatever its code;
// a name this build does not have is refused with ErrOtherBuild.
func TestSnapshotLibClosureByName(t *testing.T) {
	const src = `const f = Array.from; await tools.test.echo({}); return f.call(Array, [1], x => x + 1)`
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
		if fn := st.Objects[i].Fn; fn != nil && fn.Lib && fn.LibName == "Array_from" {
			found = true
			fn.LibName = "Array_mapped"
		}
	}
	if !found {
		t.Fatal("no closure of Array_from in the state")
	}
	_, err = RestoreState(p, Config{Tools: testTools}, st)
	if !errors.Is(err, ErrOtherBuild) || !strings.Contains(err.Error(), "library function Array_mapped, which this build does not have") {
		t.Fatalf("want ErrOtherBuild naming Array_mapped, got %v", err)
	}
}

// libFrameState is a state saved by an earlier default build inside a
// callback of the self-hosted Array_map (mapFrameSrc; this build runs
// map's loop in Go, and Array_map is only its fallback): the default build
// resumes it; the next release changed Array_map, so it refuses the state,
// naming the function.
const libFrameState = "testdata/snapshot/libframe.state4"

const mapFrameSrc = `const r = [1, 2].map(x => now(x).args[0] * 10); return r`

func TestNextBuildLibFrame(t *testing.T) {
	data, err := os.ReadFile(libFrameState)
	if err != nil {
		t.Fatal(err)
	}
	m, err := RestoreStateCBOR(mustCompile(t, mapFrameSrc), Config{RunID: "t", Extensions: testExts}, data)
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

// recompiledSrc suspends with two live frames (the top level and work)
// and a closure holding a cell (counter's n).
const recompiledSrc = `function counter() { let n = 0; return () => ++n }
const c = counter(); c();
async function work(x) { const r = await tools.test.echo({x}); return r.x }
const v = await work(1);
return [c(), v]`

// A build that compiles the program to other bytecode (simulated: the
// state's ProgramHash differs) restores the state when every function
// it runs or holds cells of has the same code, and refuses it with
// ErrOtherBuild naming the first one that does not.
func TestSnapshotRecompiledProgram(t *testing.T) {
	p := mustCompile(t, recompiledSrc)
	cfg := Config{RunID: "t", Tools: testTools}
	m := New(p, cfg)
	if st := m.Run(1 << 20); st != StatusBlocked {
		t.Fatalf("status %v", st)
	}
	calls := m.TakeHostCalls()
	saved, err := m.MarshalState()
	if err != nil {
		t.Fatal(err)
	}
	restore := func(edit func(st *state.State)) (*Machine, error) {
		st, err := m.MarshalState()
		if err != nil {
			t.Fatal(err)
		}
		st.ProgramHash = append([]byte{}, st.ProgramHash...)
		st.ProgramHash[0] ^= 1
		edit(st)
		return RestoreState(p, cfg, st)
	}

	m2, err := restore(func(*state.State) {})
	if err != nil {
		t.Fatalf("the same functions: %v", err)
	}
	for _, c := range calls {
		settleTest(m2, c)
	}
	if st := m2.Run(1 << 20); st != StatusDone || string(m2.Result()) != "[2,1]" {
		t.Fatalf("status %v, result %s, failure %v", st, m2.Result(), m2.Failure())
	}

	var closures int
	for _, o := range saved.Objects {
		if o.Fn != nil && len(o.Fn.Free) > 0 && o.Fn.Hash != nil {
			closures++
		}
	}
	if closures == 0 {
		t.Fatal("no closure with a code hash in the state")
	}
	for _, c := range []struct {
		name string
		edit func(st *state.State)
		want string
	}{
		{"a frame of work", func(st *state.State) {
			for i := range st.Frames {
				if st.Frames[i].Code != 0 {
					st.Frames[i].Hash = []byte("other")
				}
			}
		}, "suspended inside the program's function work (line 3), which has other bytecode here"},
		{"the top level", func(st *state.State) {
			for i := range st.Frames {
				if st.Frames[i].Code == 0 {
					st.Frames[i].Hash = nil
				}
			}
		}, "suspended inside the program's top level"},
		{"a closure's cells", func(st *state.State) {
			for i := range st.Objects {
				if fn := st.Objects[i].Fn; fn != nil && fn.Hash != nil && !fn.Lib {
					fn.Hash = []byte("other")
				}
			}
		}, "holding variables of the program's anonymous function at line 1"},
	} {
		if _, err := restore(c.edit); !errors.Is(err, ErrOtherBuild) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: want ErrOtherBuild with %q, got %v", c.name, c.want, err)
		}
	}
}
