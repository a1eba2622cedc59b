package snapshot

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/codemode-go/codemode/vm"
)

// fuzzProgram is small (so are its snapshots, which keeps the fuzzer's
// minimization quick) but has a bit of everything: closures, a Map, a
// generator, a class, pending tool calls and promise reactions.
const fuzzProgram = `
class Acc { constructor() { this.items = new Map(); } add(k, v) { this.items.set(k, v); return this; } }
function* ids(n) { for (let i = 0; i < n; i++) yield "order-" + i; }
const acc = new Acc();
let count = 0;
const bump = () => ++count;
for (const id of ids(3)) {
  const r = await tools.orders.lookup({ id });
  acc.add(id, r);
  bump();
}
const all = await Promise.all([tools.test.echo({ n: count }), tools.test.echo([1, "two", null])]);
return { count, keys: [...acc.items.keys()], all };
`

// FuzzDecode feeds arbitrary bytes to Decode and Restore (seeded with real
// snapshots taken at each host call of fuzzProgram): no input may panic,
// and a restored Machine runs a bounded number of steps without panicking.
func FuzzDecode(f *testing.F) {
	prog := compileSrc(f, fuzzProgram)
	m := vm.New(prog, testConfig())
	for i := 0; i < 10; i++ {
		st := m.Run(1 << 30)
		data, err := Save(m)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
		if st != vm.StatusBlocked {
			break
		}
		settleAll(f, m, m.TakeHostCalls())
	}
	f.Add([]byte{})
	f.Add([]byte{0x85, 0x64, 'C', 'M', 'V', 'M', 0x02, 0x40, 0xf6, 0xa0})
	f.Fuzz(func(t *testing.T, data []byte) {
		exercise(prog, data)
	})
}

// FuzzRestoreState feeds arbitrary state bytes (no envelope, so the
// fuzzer works on the state format itself) to vm.RestoreStateCBOR: no
// input may panic or give an error other than *vm.StateError, and a
// restored Machine runs without panicking and without failing with a Go
// runtime error the VM recovered from (which it still can, for operand
// stacks that do not match their code: see FuzzResumeRun in the root
// package).
func FuzzRestoreState(f *testing.F) {
	prog := compileSrc(f, fuzzProgram)
	m := vm.New(prog, testConfig())
	for i := 0; i < 10; i++ {
		st := m.Run(1 << 30)
		data, err := m.AppendState(nil, 0)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
		if st != vm.StatusBlocked {
			break
		}
		settleAll(f, m, m.TakeHostCalls())
	}
	f.Add([]byte{0xa0})
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := vm.RestoreStateCBOR(prog, testConfig(), data)
		if err != nil {
			var se *vm.StateError
			if !errors.As(err, &se) {
				t.Fatalf("error %T %v is not *vm.StateError", err, err)
			}
			return
		}
		// A save reads every object, thawing every cold property list
		// (vm/thaw.go): whatever the restore accepted must decode without
		// a panic.
		_, _ = m.AppendState(nil, 0)
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
		if msg := internalError(m); msg != "" {
			t.Fatalf("the restored run failed with a Go error: %s", msg)
		}
	})
}
