package vm

import (
	"errors"
	"testing"

	"github.com/codemode-go/codemode/vm/compile"
	"github.com/codemode-go/codemode/vm/state"
)

// coldSource builds objects of every property layout a thaw must get
// right, then waits on a host call.
const coldSource = `
const sym = Symbol("s");
const big = {}; for (let i = 0; i < 20; i++) big["k" + i] = i;
const withIndex = { b: 1, 2: "two", 1: "one" };
const acc = { get x() { return this.y * 2 }, set x(v) { this.y = v }, y: 3 };
const frozen = Object.freeze({ f: [1, 2, { deep: "d" }] });
const arr = [1, 2, 3]; arr.extra = "e";
const fn = function named() {}; fn.meta = { tag: "t" };
const hidden = {}; Object.defineProperty(hidden, "h", { value: 1, enumerable: false });
const symObj = { [sym]: "symval", plain: 1 };
const deleted = { a: 1, b: 2, c: 3 }; delete deleted.b;
const nested = { list: [Object.freeze({ x: -0, big: 12345678901234567890n, long: "a string longer than sixteen bytes",
  [sym]: 1, 7: "seven", get y() { return 2 } }), [1.5, -3, null, true, undefined, 2 ** 40, "short"]] };
const r1 = await tools.test.echo({ v: 1, nested: { list: ["x", "y"] } });
acc.x = 10;
deleted.b = 4;
big.k3 = "changed";
return JSON.stringify({ big, withIndex: Object.keys(withIndex), acc: acc.x, frozen, isFrozen: Object.isFrozen(frozen),
  arr: Object.keys(arr), fn: fn.meta.tag, name: fn.name, hidden: [hidden.h, Object.keys(hidden)], sym: symObj[sym],
  deleted: Object.keys(deleted), r1, k3: big.k3, k19: big.k19,
  nested: [Object.is(nested.list[0].x, -0), String(nested.list[0].big), nested.list[0].long, nested.list[0][sym],
    nested.list[0][7], nested.list[0].y, Object.isFrozen(nested.list[0]), nested.list[1]] })`

// countCold counts the objects of a restore not built yet or whose
// property list is still cold.
func countCold(r *restorer) int {
	n := 0
	for _, o := range r.objPtrs {
		if o == nil || o.cold != nil {
			n++
		}
	}
	return n
}

// blockedColdRun runs coldSource until it waits on its host call.
func blockedColdRun(t *testing.T) (*compile.Program, Config, *Machine) {
	t.Helper()
	p := mustCompile(t, coldSource)
	cfg := Config{Tools: testTools}
	m := New(p, cfg)
	if st := m.Run(1 << 30); st != StatusBlocked {
		t.Fatalf("status %v: %v", st, m.Failure())
	}
	return p, cfg, m
}

// finishRun settles the one pending call with its input and runs to the
// end.
func finishRun(t *testing.T, m *Machine) string {
	t.Helper()
	ids := m.PendingCalls()
	if len(ids) != 1 {
		t.Fatalf("%d calls pending", len(ids))
	}
	if err := m.Settle(ids[0], []byte(`{"v":1,"nested":{"list":["x","y"]}}`), nil); err != nil {
		t.Fatal(err)
	}
	if st := m.Run(1 << 30); st != StatusDone {
		t.Fatalf("status %v: %v", st, m.Failure())
	}
	return string(m.Result())
}

// A restore leaves property lists cold. Thawing all of them (a save reads
// every object) gives back byte for byte the state that was restored, and
// a run that thaws only what it touches ends with the same result as the
// run that was never saved.
func TestColdRestoreThawsToTheSameState(t *testing.T) {
	p, cfg, m := blockedColdRun(t)
	data, err := m.AppendState(nil, 0)
	if err != nil {
		t.Fatal(err)
	}

	r, err := restoreCBOR(p, cfg, data)
	if err != nil {
		t.Fatal(err)
	}
	if n := countCold(r); n < 10 {
		t.Fatalf("%d of %d objects are cold after the restore", n, len(r.objPtrs))
	}
	// A save reads cold lists without thawing them.
	cold := countCold(r)
	again, err := r.m.AppendState(nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	if string(again) != string(data) {
		t.Fatal("saving a restored run gives other bytes than the state it came from")
	}
	if n := countCold(r); n == 0 || n > cold {
		t.Fatalf("%d objects cold after a save, %d before", n, cold)
	}
	unbuilt := 0
	for _, o := range r.objPtrs {
		if o == nil {
			unbuilt++
		}
	}
	if unbuilt == 0 {
		t.Fatal("the save built every object; plain data should be read where it lies")
	}
	// A memory mark reads them where they lie too, and counts them as it
	// counts them built.
	coldBytes := r.m.liveBytes()
	// Thawed, the same objects save to the same bytes.
	for progress := true; progress; { // a thaw builds the objects it refers to
		progress = false
		for _, o := range r.objPtrs {
			if o != nil && o.cold != nil {
				o.props()
				progress = true
			}
		}
	}
	if n := countCold(r); n != 0 {
		t.Fatalf("%d objects still cold after thawing all", n)
	}
	if built := r.m.liveBytes(); built != coldBytes {
		t.Errorf("a mark counts %d bytes of the cold heap, %d of the same heap built", coldBytes, built)
	}
	again, err = r.m.AppendState(nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	if string(again) != string(data) {
		t.Fatal("saving a thawed run gives other bytes than the state it came from")
	}

	want := finishRun(t, m)
	r, err = restoreCBOR(p, cfg, data)
	if err != nil {
		t.Fatal(err)
	}
	if got := finishRun(t, r.m); got != want {
		t.Fatalf("resumed run:\n got %s\nwant %s", got, want)
	}
	if countCold(r) == 0 {
		t.Error("the resumed run thawed every object; it touches only some")
	}
}

// The restore checks a cold list completely: a damaged one is a
// StateError from the restore, never a failure at the thaw.
func TestColdListsCheckedAtRestore(t *testing.T) {
	p, cfg, m := blockedColdRun(t)
	// withProps finds an object with at least n properties.
	withProps := func(st *state.State, n int) *state.ObjectState {
		for i := range st.Objects {
			if len(st.Objects[i].Props) >= n {
				return &st.Objects[i]
			}
		}
		t.Fatalf("no object with %d properties", n)
		return nil
	}
	mutations := map[string]func(st *state.State){
		"key out of range": func(st *state.State) { withProps(st, 1).Props[0].K = int32(len(st.Strings)) },
		"value ref too large": func(st *state.State) {
			withProps(st, 1).Props[0].V = state.ValueState{K: state.VObject, R: int32(len(st.Objects) + 1)}
		},
		"bad value kind": func(st *state.State) { withProps(st, 1).Props[0].V = state.ValueState{K: 99} },
		"cell value":     func(st *state.State) { withProps(st, 1).Props[0].V = state.ValueState{K: state.VCell, R: 1} },
		"bad flags":      func(st *state.State) { withProps(st, 1).Props[0].F = 0xf0 },
		"duplicate key": func(st *state.State) {
			o := withProps(st, 2)
			o.Props[1].K = o.Props[0].K
		},
		"duplicate key in a large list": func(st *state.State) {
			o := withProps(st, 12)
			o.Props[11].K = o.Props[2].K
		},
		"accessor on a non-function": func(st *state.State) {
			o := withProps(st, 1)
			o.Props[0] = state.PropState{K: o.Props[0].K, F: uint8(flagAccessor), G: 1}
			st.Objects[0].Class = uint8(ClassObject)
		},
		"accessor refs on a data property": func(st *state.State) {
			o := withProps(st, 1)
			o.Props[0].G = 1
		},
	}
	st, err := m.MarshalState()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := RestoreStateCBOR(p, cfg, st.AppendCBOR(nil)); err != nil {
		t.Fatalf("the unchanged state: %v", err)
	}
	for name, mutate := range mutations {
		st, err := m.MarshalState()
		if err != nil {
			t.Fatal(err)
		}
		mutate(st)
		_, err = RestoreStateCBOR(p, cfg, st.AppendCBOR(nil))
		var se *StateError
		if !errors.As(err, &se) {
			t.Errorf("%s: got %v, want a *StateError", name, err)
		}
	}
}
