package vm

import (
	"testing"

	"github.com/codemode-go/codemode/vm/state"
)

// sharedBufferSrc suspends on a tool call holding views of one resizable
// buffer (a Uint8Array, a length-tracking Uint16Array, a Uint32Array at
// an offset, a DataView), then writes through some and reads through
// the others.
const sharedBufferSrc = `const buf = new ArrayBuffer(8, { maxByteLength: 16 });
const a = new Uint8Array(buf), track = new Uint16Array(buf), b = new Uint32Array(buf, 4), dv = new DataView(buf);
a[4] = 1;
await tools.test.echo({});
a[5] = 2;
dv.setUint8(6, 3);
buf.resize(10);
track[4] = 0xffff;
return [b[0], a.length, track.length, Array.from(a).join(), b.buffer === a.buffer && dv.buffer === buf, buf.maxByteLength]`

// Across a suspend, the views of a buffer still share it: the state holds
// the buffer once, and a write through one view is read through another.
func TestSnapshotSharedBuffer(t *testing.T) {
	p := mustCompile(t, sharedBufferSrc)
	m := New(p, Config{Tools: testTools})
	if st := m.Run(1 << 20); st != StatusBlocked {
		t.Fatalf("status %v", st)
	}
	calls := m.TakeHostCalls()
	st, err := m.MarshalState()
	if err != nil {
		t.Fatal(err)
	}
	buffers := 0
	for i := range st.Objects {
		if st.Objects[i].Internal == state.XBuffer {
			buffers++
		}
	}
	if buffers != 1 {
		t.Fatalf("the state holds %d buffers, want 1", buffers)
	}
	r := resumeFinished(t, p, m, calls)
	if got, want := string(r.Result()), `[197121,10,5,"0,0,0,0,1,2,3,0,255,255",true,16]`; got != want {
		t.Fatalf("result %s, want %s", got, want)
	}
}

// A state whose view refers to something else than a buffer is refused
// (the VM's accesses rely on a view's buffer being one).
func TestSnapshotViewNeedsBuffer(t *testing.T) {
	p := mustCompile(t, sharedBufferSrc)
	m := New(p, Config{Tools: testTools})
	if st := m.Run(1 << 20); st != StatusBlocked {
		t.Fatalf("status %v", st)
	}
	st, err := m.MarshalState()
	if err != nil {
		t.Fatal(err)
	}
	changed := false
	for i := range st.Objects {
		if st.Objects[i].Internal == state.XView {
			st.Objects[i].X.Ref = st.Global
			changed = true
		}
	}
	if !changed {
		t.Fatal("no view in the state")
	}
	if _, err := RestoreState(p, Config{Tools: testTools}, st); err == nil {
		t.Fatal("a view over the global object was restored")
	}
}
