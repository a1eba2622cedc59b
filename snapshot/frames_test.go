package snapshot

import (
	"errors"
	"strings"
	"testing"

	"github.com/codemode-go/codemode/vm"
	"github.com/codemode-go/codemode/vm/state"
)

// framesProgram is blocked with an async function, an async generator
// (each at an await), a sync generator (at a yield) and the main program
// (at an await) all suspended.
const framesProgram = `
async function work(n) { const r = await tools.test.echo({ n }); return r.n }
function* gen() { yield 1; yield 2 }
async function* agen() { yield await tools.test.echo({ a: 1 }) }
const g = gen();
g.next();
const p = agen().next();
const all = await Promise.all([work(5), p]);
return [all, g.next().value];
`

// A state whose frames do not match their functions or their holders
// (the interpreter would dereference what is not there) is refused.
func TestHostileFrameStates(t *testing.T) {
	prog := compileSrc(t, framesProgram)
	fresh := func() *state.State {
		m := vm.New(prog, testConfig())
		if st := m.Run(1 << 30); st != vm.StatusBlocked {
			t.Fatalf("status %v: %v", st, m.Failure())
		}
		st, err := m.MarshalState()
		if err != nil {
			t.Fatal(err)
		}
		return st
	}
	if _, err := vm.RestoreState(prog, testConfig(), fresh()); err != nil {
		t.Fatalf("unmodified state: %v", err)
	}
	// frameWith is the first frame (an index) for which ok holds.
	frameWith := func(st *state.State, ok func(state.FrameState) bool) int {
		for i, f := range st.Frames {
			if ok(f) {
				return i
			}
		}
		t.Fatal("no such frame")
		return -1
	}
	asyncFrame := func(st *state.State) int { // work's: an async state with a promise, not main's (code 0)
		return frameWith(st, func(f state.FrameState) bool { return f.Async != 0 && f.Code != 0 && st.Asyncs[f.Async-1].Promise != 0 })
	}
	syncGenFrame := func(st *state.State) int {
		return frameWith(st, func(f state.FrameState) bool { return f.Gen != 0 && f.Async == 0 })
	}
	mutations := map[string]struct {
		mutate func(*state.State)
		want   string
	}{
		"an async function's frame without its promise": {func(st *state.State) {
			st.Frames[asyncFrame(st)].Async = 0
		}, "not its own"},
		"a generator's frame with an async function's promise": {func(st *state.State) {
			st.Frames[syncGenFrame(st)].Async = st.Frames[asyncFrame(st)].Async
		}, "async or generator state does not match"},
		"a generator's frame without its generator": {func(st *state.State) {
			st.Frames[syncGenFrame(st)].Gen = 0
		}, "generator"},
		"a frame running another function's code": {func(st *state.State) {
			st.Frames[asyncFrame(st)].Code = st.Frames[syncGenFrame(st)].Code
		}, "function does not run its code"},
		"an awaited async state without its frame": {func(st *state.State) {
			st.Asyncs[st.Frames[asyncFrame(st)].Async-1].Frame = 0
		}, "an await reaction resumes no suspended frame"},
		"a suspended generator without its frame": {func(st *state.State) {
			st.Gens[st.Frames[syncGenFrame(st)].Gen-1].Frame = 0
		}, "generator"},
		"an async state holding another's frame": {func(st *state.State) {
			i := asyncFrame(st)
			for j := range st.Asyncs {
				if int(st.Frames[i].Async-1) != j {
					st.Asyncs[j].Frame = int32(i + 1)
					st.Asyncs[j].Saved = st.Asyncs[st.Frames[i].Async-1].Saved
					return
				}
			}
			t.Fatal("one async state")
		}, "not its own"},
	}
	for name, c := range mutations {
		st := fresh()
		c.mutate(st)
		_, err := vm.RestoreState(prog, testConfig(), st)
		var se *vm.StateError
		if !errors.As(err, &se) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want a *vm.StateError saying %q", name, err, c.want)
		}
	}
}
