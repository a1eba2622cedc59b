package snapshot

import (
	"errors"
	"strings"
	"testing"

	"github.com/codemode-go/codemode/vm"
	"github.com/codemode-go/codemode/vm/compile"
	"github.com/codemode-go/codemode/vm/state"
)

// The shapes of frames: a restore refuses a frame whose operand stack,
// try handlers or slots are not what its code has at its pc (the
// interpreter would read past its operands or cast the wrong value).

// shapeFinallyProgram is suspended (at its second tool call) at an await
// inside a finally block that a break entered, in a for-of loop whose body
// has a captured let: the frame holds an iterator, a cell and a
// completion that continues the break.
const shapeFinallyProgram = `
async function work(list) {
  const seen = [];
  for (const x of list) {
    let y = x * 2;
    seen.push(() => y);
    try {
      if (x === 2) break;
    } finally {
      await tools.test.echo({ x });
    }
  }
  return seen.map(f => f());
}
return await work([1, 2, 3]);
`

// shapeBuildersProgram is suspended at an await with a class being
// defined (its constructor and prototype on the stack) and a generator at
// a yield inside an array literal (the array on its saved stack).
const shapeBuildersProgram = `
function* g() { const a = [1, yield 2, 3]; return a; }
const it = g();
it.next();
const C = class { [await tools.test.echo("m")]() { return it.next(5).value; } };
return new C().m();
`

// shapeRunningProgram stops on its step budget inside slow, called from
// an array literal.
const shapeRunningProgram = `
function slow(n) { let s = 0; for (let i = 0; i < n; i++) s += i; return s; }
const xs = [1, "two", slow(100000), 4];
return xs.length;
`

// blockedState runs src to its nth host call and returns the state.
func blockedState(t *testing.T, prog *compile.Program, n int64) *state.State {
	t.Helper()
	st, err := runUntilCall(t, prog, n).MarshalState()
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// runningState runs prog for budget steps (it must still be running).
func runningState(t *testing.T, prog *compile.Program, budget int64) *state.State {
	t.Helper()
	m := vm.New(prog, testConfig())
	if st := m.Run(budget); st != vm.StatusYield {
		t.Fatalf("status %v: %v", st, m.Failure())
	}
	st, err := m.MarshalState()
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// codeFrame is the index of the first frame running the program's
// function named name (the frame's Code is its index in the preorder list
// of the program's functions, the program itself 0).
func codeFrame(t *testing.T, prog *compile.Program, st *state.State, name string) int {
	t.Helper()
	var ids []string
	var walk func(f *compile.Func)
	walk = func(f *compile.Func) {
		ids = append(ids, f.Name)
		for _, sub := range f.Funcs {
			walk(sub)
		}
	}
	walk(prog.Main)
	for i, f := range st.Frames {
		if !f.Lib && int(f.Code) < len(ids) && ids[f.Code] == name && (name != "" || f.Code == 0) {
			return i
		}
	}
	t.Fatalf("no frame of %q", name)
	return -1
}

func TestFrameShapes(t *testing.T) {
	finallyProg := compileSrc(t, shapeFinallyProgram)
	buildersProg := compileSrc(t, shapeBuildersProgram)
	runningProg := compileSrc(t, shapeRunningProgram)
	const locals = 2 // a saved segment starts with the callee and this
	// work's slots: 0 list, 1 seen, 2 x, 3 y's cell, 4 the iterator, 5 and 6
	// the finally block's completion (a jump: 3+1 with the target 27).
	workSaved := func(st *state.State) []state.ValueState {
		return st.Asyncs[st.Frames[codeFrame(t, finallyProg, st, "work")].Async-1].Saved
	}
	number := func(st *state.State) state.ValueState { return workSaved(st)[locals+2] } // x, 2
	genSaved := func(st *state.State) []state.ValueState {
		return st.Gens[st.Frames[codeFrame(t, buildersProg, st, "g")].Gen-1].Saved
	}
	mainSaved := func(st *state.State) []state.ValueState {
		return st.Asyncs[st.Frames[codeFrame(t, buildersProg, st, "")].Async-1].Saved
	}
	running := func() *state.State { return runningState(t, runningProg, 500) }
	cases := []struct {
		name   string
		prog   *compile.Program
		state  func() *state.State
		mutate func(st *state.State)
		want   string
	}{
		{"a number in a cell's slot", finallyProg, nil, func(st *state.State) {
			workSaved(st)[locals+3] = number(st)
		}, "slot 3 does not hold a closure cell"},
		{"a number in an iterator's slot", finallyProg, nil, func(st *state.State) {
			workSaved(st)[locals+4] = number(st)
		}, "slot 4 does not hold an iterator"},
		{"a cell in a value's slot", finallyProg, nil, func(st *state.State) {
			workSaved(st)[locals+2] = workSaved(st)[locals+3]
		}, "slot 2 does not hold a JavaScript value"},
		{"a completion jumping where no break goes", finallyProg, nil, func(st *state.State) {
			workSaved(st)[locals+6].N++
		}, "slot 5 does not hold a finally block's completion"},
		{"a completion of an unknown kind", finallyProg, nil, func(st *state.State) {
			workSaved(st)[locals+5].N = 9
		}, "slot 5 does not hold a finally block's completion"},
		{"an operand more", finallyProg, nil, func(st *state.State) {
			as := &st.Asyncs[st.Frames[codeFrame(t, finallyProg, st, "work")].Async-1]
			as.Saved = append(as.Saved, number(st))
		}, "its operand stack holds 1 values, the code 0"},
		{"a local less", finallyProg, nil, func(st *state.State) {
			as := &st.Asyncs[st.Frames[codeFrame(t, finallyProg, st, "work")].Async-1]
			as.Saved = as.Saved[:len(as.Saved)-1]
		}, "saved frame larger than its stack segment"},
		{"no try handler", finallyProg, nil, func(st *state.State) {
			st.Frames[codeFrame(t, finallyProg, st, "work")].Handlers = nil
		}, "it has 0 try handlers, the code 1"},
		{"a try handler elsewhere", finallyProg, nil, func(st *state.State) {
			st.Frames[codeFrame(t, finallyProg, st, "work")].Handlers[0].PC--
		}, "try handler 0 is not the code's"},
		{"a try handler keeping another height", finallyProg, nil, func(st *state.State) {
			st.Frames[codeFrame(t, finallyProg, st, "work")].Handlers[0].SP++
		}, "try handler 0 is not the code's"},
		{"a pc after no await", finallyProg, nil, func(st *state.State) {
			st.Frames[codeFrame(t, finallyProg, st, "work")].PC -= 2
		}, "cannot stop there"},
		{"undefined for the array being built", buildersProg, nil, func(st *state.State) {
			s := genSaved(st)
			s[len(s)-1] = state.ValueState{}
		}, "the saved frame of function g does not match its code at 6: slot 1 does not hold an object"},
		{"the prototype for the class being defined", buildersProg, nil, func(st *state.State) {
			m := mainSaved(st)
			m[len(m)-2] = m[len(m)-1]
		}, "does not hold a function"},
		{"undefined for the class's prototype", buildersProg, nil, func(st *state.State) {
			m := mainSaved(st)
			m[len(m)-1] = state.ValueState{}
		}, "does not hold an object"},
		{"undefined for the running caller's array", runningProg, running, func(st *state.State) {
			main := st.Frames[codeFrame(t, runningProg, st, "")]
			st.Stack[main.BP+int32(runningProg.Main.NumLocals)] = state.ValueState{}
		}, "does not hold an object"},
		{"an operand more for the running frame", runningProg, running, func(st *state.State) {
			st.Stack = append(st.Stack, state.ValueState{})
		}, "the saved frame of function slow does not match its code"},
		{"an operand more for the caller", runningProg, running, func(st *state.State) {
			slow := &st.Frames[codeFrame(t, runningProg, st, "slow")]
			at := slow.CallBase
			st.Stack = append(st.Stack[:at+1], st.Stack[at:]...)
			slow.CallBase++
			slow.BP++
		}, "the saved frame of the program does not match its code"},
	}
	for _, c := range cases {
		fresh := c.state
		if fresh == nil {
			call := int64(2) // work's second: the break's
			if c.prog == buildersProg {
				call = 1
			}
			fresh = func() *state.State { return blockedState(t, c.prog, call) }
		}
		if _, err := vm.RestoreState(c.prog, testConfig(), fresh()); err != nil {
			t.Fatalf("%s: the unmodified state: %v", c.name, err)
		}
		st := fresh()
		c.mutate(st)
		_, err := vm.RestoreState(c.prog, testConfig(), st)
		var se *vm.StateError
		if !errors.As(err, &se) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want a *vm.StateError saying %q", c.name, err, c.want)
		}
	}
}

// A property key the code keeps in a closure cell (a private name's, a
// class field's computed key) is heap, which a restore cannot type: the
// opcodes using such a key check it, and a run restored with anything else
// there fails with a plain diagnostic, not a Go error.
func TestCorruptKeyFailsTheRun(t *testing.T) {
	prog := compileSrc(t, `
class A { #x = 1; static has(o) { return #x in o; } }
await tools.test.echo(1);
return A.has(new A());
`)
	st := blockedState(t, prog, 1)
	found := false
	for i, c := range st.Cells {
		if strings.HasPrefix(c.S, "\x00p#x") {
			st.Cells[i] = state.ValueState{}
			found = true
		}
	}
	if !found {
		t.Fatal("no cell holds the private name's key")
	}
	m, err := vm.RestoreState(prog, testConfig(), st)
	if err != nil {
		t.Fatal(err)
	}
	if s := m.Run(1 << 20); s != vm.StatusBlocked {
		t.Fatalf("status %v: %v", s, m.Failure())
	}
	for _, c := range m.TakeHostCalls() {
		t.Fatalf("a new call %v", c)
	}
	for _, id := range m.PendingCalls() {
		if err := m.Settle(id, []byte("1"), nil); err != nil {
			t.Fatal(err)
		}
	}
	if s := m.Run(1 << 20); s != vm.StatusFailed {
		t.Fatalf("status %v, want failed", s)
	}
	if f := m.Failure(); f.Kind != "ExecutionFailure" || f.Message != "the restored run's state is corrupt: a property key is not a string" {
		t.Fatalf("failure %+v", f)
	}
}

// Every single-byte edit (plus and minus one) of saved frames of the
// shape programs is refused or restores a run that ends without a Go
// error; the frame checks refuse some.
func TestFrameShapeByteEdits(t *testing.T) {
	type saved struct {
		prog *compile.Program
		data []byte
	}
	var states []saved
	for _, s := range []struct {
		src  string
		call int64
	}{{shapeFinallyProgram, 2}, {shapeBuildersProgram, 1}, {shapeRunningProgram, 0}} {
		prog := compileSrc(t, s.src)
		var m *vm.Machine
		if s.call > 0 {
			m = runUntilCall(t, prog, s.call)
		} else {
			m = vm.New(prog, testConfig())
			m.Run(500)
		}
		data, err := Save(m)
		if err != nil {
			t.Fatal(err)
		}
		states = append(states, saved{prog, data})
	}
	refused := 0
	for _, s := range states {
		for i := range s.data {
			for _, d := range []byte{1, 255} {
				bad := append([]byte(nil), s.data...)
				bad[i] += d
				if _, err := Restore(s.prog, testConfig(), bad); err != nil && strings.Contains(err.Error(), "does not match its code") {
					refused++
				}
				exercise(s.prog, bad)
			}
		}
	}
	if refused == 0 {
		t.Error("no edit was refused for a frame that does not match its code")
	}
	t.Logf("%d edits refused for a frame that does not match its code", refused)
}
