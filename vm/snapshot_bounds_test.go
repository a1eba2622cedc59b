package vm

import (
	"runtime"
	"testing"

	"github.com/codemode-go/codemode/vm/state"
)

// A hostile state whose table counts promise far more entries than it
// holds must not make the restore allocate for them: the counts are the
// first thing a restore reads, and it sizes its tables from them.
func TestRestoreDoesNotTrustTableCounts(t *testing.T) {
	const src = `const o = { a: [1, 2] }; await tools.test.echo({}); return o`
	m := New(mustCompile(t, src), Config{Tools: testTools})
	if st := m.Run(1 << 20); st != StatusBlocked {
		t.Fatalf("status %v", st)
	}
	data, err := m.AppendState(nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	// The state map starts with key 0, the version, then key 1, the
	// counts array: patch the object count (a one-byte integer for this
	// small state) to a 4-byte integer as large as the bytes that follow,
	// padded with zero bytes.
	if data[1] != 0x00 || data[2] != state.Version || data[3] != 0x01 || data[4] != 0x80|state.NumCounts || data[5] > 23 {
		t.Fatalf("unexpected state head % x", data[:6])
	}
	// 8M objects are over the default memory budget; 1M are within it and
	// caught by the count check.
	for _, claim := range []int{8 << 20, 1 << 20} {
		restoreHostile(t, src, data, claim)
	}
}

func restoreHostile(t *testing.T, src string, data []byte, claim int) {
	hostile := append([]byte{}, data[:5]...)
	hostile = append(hostile, 0x1a, byte(claim>>24), byte(claim>>16), byte(claim>>8), byte(claim))
	hostile = append(hostile, data[6:]...)
	hostile = append(hostile, make([]byte, claim)...)

	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	_, err := RestoreStateCBOR(mustCompile(t, src), Config{Tools: testTools}, hostile)
	runtime.ReadMemStats(&after)
	if err == nil {
		t.Fatal("the hostile state restored")
	}
	t.Logf("refused: %v", err)
	if got := after.TotalAlloc - before.TotalAlloc; got > 4*uint64(len(hostile)) {
		t.Errorf("restoring a %d-byte state allocated %d bytes", len(hostile), got)
	}
}

// A real state large enough for the count check restores as before.
func TestRestoreLargeStateThroughCountCheck(t *testing.T) {
	const src = `const list = []; for (let i = 0; i < 60000; i++) list.push({ i, s: "v" + i });
await tools.test.echo({}); return list.reduce((a, o) => a + o.i + o.s.length, 0)`
	p := mustCompile(t, src)
	m := New(p, Config{Tools: testTools})
	if st := m.Run(1 << 30); st != StatusBlocked {
		t.Fatalf("status %v: %v", st, m.Failure())
	}
	data, err := m.AppendState(nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	r, err := RestoreStateCBOR(p, Config{Tools: testTools}, data)
	if err != nil {
		t.Fatal(err)
	}
	ids := r.PendingCalls()
	if len(ids) != 1 {
		t.Fatalf("%d calls pending after restore", len(ids))
	}
	if err := r.Settle(ids[0], []byte(`{}`), nil); err != nil {
		t.Fatal(err)
	}
	if st := r.Run(1 << 30); st != StatusDone {
		t.Fatalf("status %v: %v", st, r.Failure())
	}
	if got := string(r.Result()); got != "1800318890" {
		t.Errorf("result %s", got)
	}
}

// Saves reuse their scratch memory (saveScratchPool): a save after a
// larger, different one writes the same bytes as the first.
func TestSaveScratchReuseKeepsBytes(t *testing.T) {
	run := func(src string) *Machine {
		m := New(mustCompile(t, src), Config{Tools: testTools})
		if st := m.Run(1 << 24); st != StatusBlocked {
			t.Fatalf("status %v: %v", st, m.Failure())
		}
		return m
	}
	small := run(`const a = { k: "a long string value, over sixteen bytes" }; await tools.test.echo({}); return a`)
	large := run(`const l = []; for (let i = 0; i < 3000; i++) l.push({ ["key" + i]: "value number " + i + " and more" }); await tools.test.echo({}); return l`)
	first, err := small.AppendState(nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	for range 3 {
		if _, err := large.AppendState(nil, 0); err != nil {
			t.Fatal(err)
		}
		again, err := small.AppendState(nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		if string(again) != string(first) {
			t.Fatal("the same state saved after another gives other bytes")
		}
	}
}
