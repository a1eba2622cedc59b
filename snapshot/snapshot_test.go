package snapshot

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/fxamacker/cbor/v2"

	"github.com/codemode-go/codemode/vm"
	"github.com/codemode-go/codemode/vm/compile"
	"github.com/codemode-go/codemode/vm/state"
	"github.com/codemode-go/codemode/vm/syntax"
)

var testTools = []string{"test.echo", "orders.lookup"}

func compileSrc(t testing.TB, src string) *compile.Program {
	t.Helper()
	p, err := syntax.Parse(src)
	if err != nil {
		t.Fatal(err)
	}
	prog, err := compile.Compile(p)
	if err != nil {
		t.Fatal(err)
	}
	return prog
}

func testConfig() vm.Config { return vm.Config{RunID: "r", Tools: testTools, RandomSeed: 7} }

// agentProgram is a typical agent run: it fans out tool calls, keeps the
// results and builds a summary.
const agentProgram = `
const ids = [];
for (let i = 0; i < 50; i++) ids.push("order-" + i);
const results = [];
for (const id of ids) {
  const r = await tools.orders.lookup({ id, fields: ["status", "total", "items"] });
  results.push(r);
}
const byStatus = new Map();
for (const r of results) {
  const list = byStatus.get(r.status) ?? [];
  list.push(r);
  byStatus.set(r.status, list);
}
const summary = [...byStatus].map(([s, l]) => ({ status: s, count: l.length, total: l.reduce((a, r) => a + r.total, 0) }));
const last = await tools.test.echo({ summary });
return last.summary;
`

// toolResult is what orders.lookup returns for call n.
func toolResult(n int64) json.RawMessage {
	statuses := []string{"shipped", "pending", "cancelled"}
	var items []map[string]any
	for i := int64(0); i < 15; i++ {
		items = append(items, map[string]any{"sku": fmt.Sprintf("SKU-%d", n*100+i), "qty": (n + i) % 4, "price": 9.99})
	}
	out, _ := json.Marshal(map[string]any{
		"id":       fmt.Sprintf("order-%d", n),
		"status":   statuses[n%3],
		"total":    float64(n) * 12.5,
		"items":    items,
		"customer": map[string]any{"name": "Customer " + fmt.Sprint(n), "tier": "gold"},
	})
	return out
}

// settleAll settles every pending call the way the tests' host does.
func settleAll(t testing.TB, m *vm.Machine, calls []vm.HostCall) {
	for _, c := range calls {
		var err error
		if c.Path == "tools.orders.lookup" {
			err = m.Settle(c.ID, toolResult(c.ID), nil)
		} else {
			err = m.Settle(c.ID, c.Input, nil)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
}

// runUntilBlockedAfter runs the agent program until call n is pending and
// returns the Machine (blocked).
func runUntilCall(t testing.TB, prog *compile.Program, n int64) *vm.Machine {
	m := vm.New(prog, testConfig())
	for {
		st := m.Run(1 << 30)
		if st != vm.StatusBlocked {
			t.Fatalf("status %v before call %d: %v", st, n, m.Failure())
		}
		calls := m.TakeHostCalls()
		if len(calls) == 1 && calls[0].ID == n {
			return m
		}
		settleAll(t, m, calls)
	}
}

// finish settles the calls the driver holds and runs to the end.
func finish(t testing.TB, m *vm.Machine, held ...vm.HostCall) string {
	settleAll(t, m, held)
	settleAll(t, m, m.TakeHostCalls())
	for i := 0; i < 1000; i++ {
		switch m.Run(1 << 30) {
		case vm.StatusDone:
			return string(m.Result())
		case vm.StatusFailed:
			t.Fatalf("failed: %v", m.Failure())
		case vm.StatusBlocked:
			settleAll(t, m, m.TakeHostCalls())
		}
	}
	t.Fatal("did not finish")
	return ""
}

func TestRoundTripFinishesTheSameRun(t *testing.T) {
	prog := compileSrc(t, agentProgram)
	want := finish(t, runUntilCall(t, prog, 1), vm.HostCall{ID: 1, Path: "tools.orders.lookup"})

	m := runUntilCall(t, prog, 30)
	data, err := Save(m)
	if err != nil {
		t.Fatal(err)
	}
	m2, err := Restore(compileSrc(t, agentProgram), testConfig(), data)
	if err != nil {
		t.Fatal(err)
	}
	// The call taken before saving is still pending in the restored run.
	if got := m2.PendingCalls(); len(got) != 1 || got[0] != 30 {
		t.Fatalf("pending calls after restore: %v", got)
	}
	if err := m2.Settle(30, toolResult(30), nil); err != nil {
		t.Fatal(err)
	}
	if got := finish(t, m2); got != want {
		t.Fatalf("result after restore:\n got %s\nwant %s", got, want)
	}
}

// Same program and same settle sequence give byte-identical snapshots,
// also across independently created Machines.
func TestDeterministicBytes(t *testing.T) {
	prog := compileSrc(t, agentProgram)
	var first [][]byte
	for run := 0; run < 3; run++ {
		var snaps [][]byte
		for _, n := range []int64{1, 10, 51} {
			data, err := Save(runUntilCall(t, compileSrc(t, agentProgram), n))
			if err != nil {
				t.Fatal(err)
			}
			snaps = append(snaps, data)
		}
		if run == 0 {
			first = snaps
			continue
		}
		for i := range snaps {
			if !bytes.Equal(snaps[i], first[i]) {
				t.Fatalf("run %d snapshot %d differs", run, i)
			}
		}
	}
	_ = prog
	// Saving does not change the Machine: saving twice gives the same bytes.
	m := runUntilCall(t, prog, 5)
	a, _ := Save(m)
	b, _ := Save(m)
	if !bytes.Equal(a, b) {
		t.Fatal("saving twice gives different bytes")
	}
}

func TestWrongProgram(t *testing.T) {
	data, err := Save(runUntilCall(t, compileSrc(t, agentProgram), 3))
	if err != nil {
		t.Fatal(err)
	}
	_, err = Restore(compileSrc(t, "return 1"), testConfig(), data)
	var se *Error
	if !errors.As(err, &se) {
		t.Fatalf("restore with another program: %v, want *Error", err)
	}
}

func TestForeignAndDamagedInput(t *testing.T) {
	good, err := Save(runUntilCall(t, compileSrc(t, agentProgram), 3))
	if err != nil {
		t.Fatal(err)
	}
	otherBuild, _ := cbor.Marshal([]any{Magic, FormatVersion, []byte("another build"), map[int]int{}, nil})
	otherVersion, _ := cbor.Marshal([]any{Magic, FormatVersion + 1, BuildID(), map[int]int{}, nil})
	notOurs, _ := cbor.Marshal([]any{"XXXX", FormatVersion, BuildID(), map[int]int{}, nil})
	inputs := map[string][]byte{
		"empty":        nil,
		"json":         []byte(`{"a":1}`),
		"other build":  otherBuild,
		"next version": otherVersion,
		"foreign":      notOurs,
		"huge array":   {0x9b, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff},
	}
	for _, n := range []int{1, 10, len(good) / 2, len(good) - 1} {
		inputs[fmt.Sprintf("truncated at %d", n)] = good[:n]
	}
	for name, in := range inputs {
		_, err := Decode(in)
		var se *Error
		if !errors.As(err, &se) {
			t.Errorf("%s: got %v, want *Error", name, err)
		}
	}
	// Every single-byte corruption fails cleanly or restores a Machine
	// that runs without panicking.
	prog := compileSrc(t, agentProgram)
	for i := 0; i < len(good); i += 7 {
		bad := append([]byte(nil), good...)
		bad[i] ^= 0x5a
		exercise(prog, bad)
	}
}

// internalError is the failure of a restored Machine that failed with a
// Go runtime error the VM recovered from ("internal error: ..."), "" for
// any other outcome: a state the restore accepted must not make the run
// fail that way.
func internalError(m *vm.Machine) string {
	if f := m.Failure(); f != nil && strings.Contains(f.Message, "internal error") {
		return f.Message
	}
	return ""
}

// exercise decodes, restores and runs data, which must never panic nor
// fail with a Go runtime error.
func exercise(prog *compile.Program, data []byte) {
	m, err := Restore(prog, testConfig(), data)
	if err != nil {
		var se *Error
		if !errors.As(err, &se) {
			panic(fmt.Sprintf("restore error %T %v is not *snapshot.Error", err, err))
		}
		return
	}
	for i := 0; i < 20; i++ {
		st := m.Run(1000)
		for _, id := range m.PendingCalls() {
			m.Settle(id, json.RawMessage(`{"status":"x","total":1}`), nil)
		}
		m.TakeHostCalls()
		if st == vm.StatusDone || st == vm.StatusFailed {
			break
		}
	}
	m.Result()
	m.Logs()
	if msg := internalError(m); msg != "" {
		panic("the restored run failed with a Go error: " + msg)
	}
}

func TestHostileStates(t *testing.T) {
	prog := compileSrc(t, agentProgram)
	base, err := runUntilCall(t, prog, 3).MarshalState()
	if err != nil {
		t.Fatal(err)
	}
	mutations := map[string]func(s *state.State){
		"object ref out of range": func(s *state.State) { s.Objects[0].Proto = int32(len(s.Objects) + 5) },
		"negative ref":            func(s *state.State) { s.Objects[0].Proto = -1 },
		"pc out of range":         func(s *state.State) { s.Frames[0].PC = 1 << 30 },
		"bp out of range":         func(s *state.State) { s.Frames[0].BP = 1 << 30 },
		"unknown builtin": func(s *state.State) {
			s.Objects[len(s.Objects)-1].Class = 3
			s.Objects[len(s.Objects)-1].X = &state.ObjectExtra{Native: "nope"}
		},
		"code out of range":     func(s *state.State) { s.Frames[0].Code = 9999 },
		"pending not a promise": func(s *state.State) { s.Pending[0].Promise = s.Global },
		"bad class":             func(s *state.State) { s.Objects[0].Class = 200 },
		"bad value kind":        func(s *state.State) { s.Stack = append(s.Stack, state.ValueState{K: 99}) },
		"running frame bad ref": func(s *state.State) { s.Running = append(s.Running, 77777) },
		"promise data on array": func(s *state.State) { s.Objects[0].Class = 1 },
	}
	for name, mutate := range mutations {
		st, _ := runUntilCall(t, prog, 3).MarshalState()
		mutate(st)
		_, err := vm.RestoreState(prog, testConfig(), st)
		var se *vm.StateError
		if !errors.As(err, &se) {
			t.Errorf("%s: got %v, want *vm.StateError", name, err)
		}
	}
	if _, err := vm.RestoreState(prog, testConfig(), base); err != nil {
		t.Fatalf("unmodified state: %v", err)
	}
}

func TestPrototypeCycleRejected(t *testing.T) {
	prog := compileSrc(t, agentProgram)
	st, err := runUntilCall(t, prog, 3).MarshalState()
	if err != nil {
		t.Fatal(err)
	}
	// Make object 1's prototype chain loop back to itself.
	last := int32(0)
	for id := int32(1); id != 0; id = st.Objects[id-1].Proto {
		last = id
	}
	st.Objects[last-1].Proto = 1
	_, err = vm.RestoreState(prog, testConfig(), st)
	var se *vm.StateError
	if !errors.As(err, &se) {
		t.Fatalf("prototype cycle: got %v, want *vm.StateError", err)
	}
}

// A Machine saved before its first Run, or after it finished, restores
// too: the first runs the program from the start, the second keeps its
// result.
func TestSaveBeforeStartAndAfterEnd(t *testing.T) {
	prog := compileSrc(t, "const r = await tools.test.echo({a: 1}); return r.a + 1")
	data, err := Save(vm.New(prog, testConfig()))
	if err != nil {
		t.Fatal(err)
	}
	m, err := Restore(prog, testConfig(), data)
	if err != nil {
		t.Fatal(err)
	}
	if got := finish(t, m); got != "2" {
		t.Fatalf("result %s, want 2", got)
	}
	data, err = Save(m)
	if err != nil {
		t.Fatal(err)
	}
	m2, err := Restore(prog, testConfig(), data)
	if err != nil {
		t.Fatal(err)
	}
	if m2.Status() != vm.StatusDone || string(m2.Result()) != "2" || m2.Run(100) != vm.StatusDone {
		t.Fatalf("restored finished run: %v %s", m2.Status(), m2.Result())
	}
}

func TestDifferentToolListRejected(t *testing.T) {
	data, err := Save(runUntilCall(t, compileSrc(t, agentProgram), 2))
	if err != nil {
		t.Fatal(err)
	}
	cfg := testConfig()
	cfg.Tools = []string{"orders.lookup"}
	_, err = Restore(compileSrc(t, agentProgram), cfg, data)
	var se *Error
	if !errors.As(err, &se) {
		t.Fatalf("got %v, want *Error", err)
	}
}

// A driver keeps its own record beside the Machine state.
func TestExtraRecord(t *testing.T) {
	type session struct {
		RunID    string `cbor:"1,keyasint"`
		ActiveMs int64  `cbor:"2,keyasint"`
	}
	st, err := runUntilCall(t, compileSrc(t, agentProgram), 2).MarshalState()
	if err != nil {
		t.Fatal(err)
	}
	data, err := EncodeWith(st, session{RunID: "run-1", ActiveMs: 1234})
	if err != nil {
		t.Fatal(err)
	}
	var got session
	if _, err := DecodeWith(data, &got); err != nil {
		t.Fatal(err)
	}
	if got != (session{RunID: "run-1", ActiveMs: 1234}) {
		t.Fatalf("extra record %+v", got)
	}
}
