package snapshot

import (
	"bytes"
	"encoding/hex"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/codemode-go/codemode/vm/state"
	"github.com/fxamacker/cbor/v2"
)

// withItem is snapshot data with envelope item i replaced by v.
func withItem(t *testing.T, data []byte, i int, v any) []byte {
	t.Helper()
	var items []cbor.RawMessage
	if err := cbor.Unmarshal(data, &items); err != nil {
		t.Fatal(err)
	}
	b, err := cbor.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	items[i] = b
	out, err := cbor.Marshal(items)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// A snapshot names the build that saved it, which need not be this one;
// one this build cannot resume is refused with ErrOtherBuild, naming
// that build and what differs.
func TestSnapshotOtherBuilds(t *testing.T) {
	good, err := Save(runUntilCall(t, compileSrc(t, agentProgram), 3))
	if err != nil {
		t.Fatal(err)
	}
	other := []byte("a later build")
	u, err := Unpack(withItem(t, good, 2, other), nil)
	if err != nil {
		t.Fatalf("a snapshot of another build: %v", err)
	}
	if !bytes.Equal(u.SavedBy(), other) {
		t.Fatalf("SavedBy %q", u.SavedBy())
	}
	if _, err := u.Restore(compileSrc(t, agentProgram), testConfig()); err != nil {
		t.Fatalf("restore: %v", err)
	}

	v3, err := os.ReadFile("testdata/corpus/state3/await_tool.snap")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Unpack(v3, nil); err != nil {
		t.Fatalf("a version-3 snapshot of the last version-3 build: %v", err)
	}

	// The state's version is its first key: 0, then the version.
	var items []cbor.RawMessage
	if err := cbor.Unmarshal(good, &items); err != nil {
		t.Fatal(err)
	}
	enc := bytes.Clone(items[4])
	i := bytes.Index(enc, []byte{0x00, state.Version})
	if i < 0 || i > 3 {
		t.Fatalf("no version key at the start of the state: % x", enc[:8])
	}
	enc[i+1] = state.Version + 1
	future := withItem(t, withItem(t, good, 4, cbor.RawMessage(enc)), 2, other)

	for _, c := range []struct {
		name string
		data []byte
		want string
	}{
		{"a version-3 state of another build", withItem(t, v3, 2, other), "the state has version 3"},
		{"a later state version", future, "state version 5; this build"},
		{"a later envelope", withItem(t, withItem(t, good, 1, FormatVersion+1), 2, other), "snapshot format version 3, this build reads 2"},
	} {
		_, err := Unpack(c.data, nil)
		var se *Error
		if !errors.As(err, &se) || !errors.Is(err, ErrOtherBuild) || !bytes.Equal(se.SavedBy, other) ||
			!strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), "saved by build "+hex.EncodeToString(other)) {
			t.Errorf("%s: want an ErrOtherBuild naming the build and %q, got %v", c.name, c.want, err)
		}
	}
}
