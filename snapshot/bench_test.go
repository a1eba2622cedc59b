package snapshot

import (
	"encoding/json"
	"testing"

	"github.com/codemode-go/codemode/vm"
	"github.com/codemode-go/codemode/vm/state"
)

// The benchmarks measure a typical agent run: 50 tool results held in the
// heap (about 1,000 objects), saved while the program waits for its last
// tool call.

func agentState(b testing.TB) (*vm.Machine, []byte) {
	prog := compileSrc(b, agentProgram)
	m := runUntilCall(b, prog, 51)
	data, err := Save(m)
	if err != nil {
		b.Fatal(err)
	}
	return m, data
}

func BenchmarkSave(b *testing.B) {
	m, data := agentState(b)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := Save(m); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(data)), "bytes")
}

func BenchmarkRestore(b *testing.B) {
	_, data := agentState(b)
	prog := compileSrc(b, agentProgram)
	cfg := testConfig()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := Restore(prog, cfg, data); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRestoreAndSave is a suspend/resume cycle of a run that touches
// nothing in between: restore the state, save it again.
func BenchmarkRestoreAndSave(b *testing.B) {
	_, data := agentState(b)
	prog := compileSrc(b, agentProgram)
	cfg := testConfig()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		m, err := Restore(prog, cfg, data)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := Save(m); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkMarshalState and BenchmarkRestoreState measure the vm side
// alone (no CBOR).
func BenchmarkMarshalState(b *testing.B) {
	m, _ := agentState(b)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := m.MarshalState(); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkRestoreState(b *testing.B) {
	m, _ := agentState(b)
	st, _ := m.MarshalState()
	prog := compileSrc(b, agentProgram)
	cfg := testConfig()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := vm.RestoreState(prog, cfg, st); err != nil {
			b.Fatal(err)
		}
	}
}

// TestAgentSnapshotSize reports the agent run's snapshot size, heap size
// and bytes per object next to the same tool results as JSON.
func TestAgentSnapshotSize(t *testing.T) {
	m, data := agentState(t)
	st, err := m.MarshalState()
	if err != nil {
		t.Fatal(err)
	}
	var results []json.RawMessage
	for n := int64(1); n <= 50; n++ {
		results = append(results, toolResult(n))
	}
	js, _ := json.Marshal(results)
	t.Logf("snapshot %d bytes, %d heap objects (%.1f bytes/object); the 50 tool results as JSON: %d bytes (%.1f bytes/object)",
		len(data), len(st.Objects), float64(len(data))/float64(len(st.Objects)), len(js), float64(len(js))/float64(len(st.Objects)))
	if len(st.Objects) < 900 {
		t.Errorf("the agent run holds %d objects, want about 1,000", len(st.Objects))
	}
	// The heap is mostly the tool results: the snapshot must not cost
	// much more than the same data as JSON.
	if len(data) > len(js)*5/4 {
		t.Errorf("snapshot is %d bytes, more than 1.25 times the results' %d bytes of JSON", len(data), len(js))
	}
}

// BenchmarkEncode and BenchmarkDecode measure the CBOR side alone.
func BenchmarkEncode(b *testing.B) {
	m, _ := agentState(b)
	st, _ := m.MarshalState()
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := Encode(st); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkDecode(b *testing.B) {
	_, data := agentState(b)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := Decode(data); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkEncodeLibrary and BenchmarkDecodeLibrary are the same work
// through the cbor library's reflection (the reference, and the path
// before the generated codec).
func BenchmarkEncodeLibrary(b *testing.B) {
	m, _ := agentState(b)
	st, _ := m.MarshalState()
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := encodeWithLibrary(st, nil); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkDecodeLibrary(b *testing.B) {
	_, data := agentState(b)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		var env envelope
		if err := decMode.Unmarshal(data, &env); err != nil {
			b.Fatal(err)
		}
		st := new(state.State)
		if err := decMode.Unmarshal(env.State, st); err != nil {
			b.Fatal(err)
		}
	}
}
