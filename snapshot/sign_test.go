package snapshot

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"testing"
)

var (
	keyA = []byte("0123456789abcdef0123456789abcdef")
	keyB = []byte("fedcba9876543210fedcba9876543210")
)

// wantSignatureError checks that err is a *Error for a bad signature.
func wantSignatureError(t *testing.T, name string, err error) {
	t.Helper()
	var se *Error
	if !errors.As(err, &se) || !errors.Is(err, ErrSignature) {
		t.Errorf("%s: got %v, want a *Error wrapping ErrSignature", name, err)
	}
}

// A signed snapshot is the unsigned one with the other array head and the
// tag; it unpacks and restores with its key or a Previous one; any other
// bytes are refused before they are decoded.
func TestSignedSnapshot(t *testing.T) {
	type session struct {
		Code string `cbor:"1,keyasint"`
	}
	m := runUntilCall(t, compileSrc(t, agentProgram), 2)
	plain, err := SaveWith(m, session{Code: agentProgram}, 0)
	if err != nil {
		t.Fatal(err)
	}
	keys := Keys{Current: keyA}
	data, err := keys.Save(m, session{Code: agentProgram}, 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(data) != len(plain)+tagSize || data[0] != headSigned || !bytes.Equal(data[1:len(plain)], plain[1:]) {
		t.Fatalf("the signed snapshot is not the unsigned one with a tag")
	}
	for name, k := range map[string]Keys{"current": keys, "previous": {Current: keyB, Previous: [][]byte{keyA}}} {
		var rec session
		u, err := k.Unpack(data, &rec)
		if err != nil || rec.Code != agentProgram {
			t.Fatalf("%s key: %v", name, err)
		}
		m2, err := u.Restore(compileSrc(t, rec.Code), testConfig())
		if err != nil {
			t.Fatal(err)
		}
		if got := m2.PendingCalls(); len(got) != 1 || got[0] != 2 {
			t.Fatalf("pending calls %v", got)
		}
	}

	// Every byte changed, the tag included.
	for i := range data {
		bad := bytes.Clone(data)
		bad[i] ^= 0x01
		_, err := keys.Unpack(bad, &session{})
		if i == 0 {
			// The unsigned head: "not signed".
			wantSignatureError(t, "head", err)
			continue
		}
		wantSignatureError(t, "changed byte", err)
	}
	for _, n := range []int{len(data) - 1, len(data) - sha256.Size, len(data) - tagSize, 1, 0} {
		wantSignatureError(t, "truncated", func() error { _, err := keys.Unpack(data[:n], nil); return err }())
	}
	_, err = Keys{Current: keyB}.Unpack(data, nil)
	wantSignatureError(t, "another key", err)
	_, err = keys.Unpack(plain, nil)
	wantSignatureError(t, "unsigned", err)
	// An unsigned snapshot made to look signed, with a tag of zeros.
	forged := append(append([]byte{headSigned}, plain[1:]...), append([]byte{0x58, 0x20}, make([]byte, 32)...)...)
	_, err = keys.Unpack(forged, nil)
	wantSignatureError(t, "forged tag", err)

	// Without keys, both forms are read (the tag is not checked).
	for _, b := range [][]byte{data, plain} {
		if _, err := (Keys{}).Unpack(b, nil); err != nil {
			t.Errorf("unkeyed: %v", err)
		}
		if _, err := Decode(b); err != nil {
			t.Errorf("Decode: %v", err)
		}
	}
	// The tag's room counts against maxBytes.
	if _, err := keys.Save(m, session{Code: agentProgram}, len(data)); err != nil {
		t.Errorf("at the exact size: %v", err)
	}
	if _, err := keys.Save(m, session{Code: agentProgram}, len(data)-1); !errors.Is(err, ErrTooLarge) {
		t.Errorf("one byte under: %v", err)
	}
}

func TestKeysCheck(t *testing.T) {
	for _, k := range []Keys{{}, {Current: keyA}, {Current: keyA, Previous: [][]byte{keyB}}} {
		if err := k.Check(); err != nil {
			t.Errorf("%+v: %v", k, err)
		}
	}
	for _, k := range []Keys{{Current: []byte("short")}, {Previous: [][]byte{keyA}}, {Current: keyA, Previous: [][]byte{nil}}} {
		if err := k.Check(); err == nil {
			t.Errorf("%+v: accepted", k)
		}
	}
}
