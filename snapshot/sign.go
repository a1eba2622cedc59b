package snapshot

import (
	"crypto/hmac"
	"crypto/sha256"
	"errors"
	"fmt"

	"github.com/codemode-go/codemode/vm"
)

// Signed snapshots.
//
// An unsigned snapshot is a CBOR array of 5 items (the envelope); a
// signed one is the same 5 items and a sixth, the tag: a 32-byte byte
// string holding the HMAC-SHA256, with the signing key, of every byte of
// the snapshot before the tag's own 32 bytes (the array head, the 5 items
// and the tag's byte string head). The array head says which form a
// snapshot is, and the tag has a fixed size at a fixed place (the end),
// so Keys.Unpack checks it before it decodes anything; unsigned snapshots
// keep the bytes they always had.

// Array heads of the two forms.
const (
	headUnsigned = 0x85 // array of 5
	headSigned   = 0x86 // array of 6
)

// tagSize is the tag item: a byte string head and the HMAC-SHA256.
const tagSize = 2 + sha256.Size

// MinKeySize is the fewest bytes a snapshot key may have (32 random
// bytes, the size of the HMAC-SHA256, are recommended).
const MinKeySize = 16

// ErrSignature is the cause (errors.Is) of the *Error Keys.Unpack returns
// for a snapshot whose tag is missing or does not match.
var ErrSignature = errors.New("snapshot signature")

// Keys sign the snapshots a host saves and check the ones it resumes, so
// that bytes that travel outside the host (a database, a blob store, a
// client) cannot be changed: a snapshot carries its program's source and
// run state, and whoever can write an unsigned one can make the host run
// any program against its tools (within the host's limits). The zero Keys
// sign and check nothing.
//
// Keys are secrets of the host: keep them with its other credentials
// (never in the snapshots' store), and give every host (every worker of a
// Temporal task queue) that resumes a snapshot the same keys.
type Keys struct {
	// Current signs every snapshot saved and is accepted on resume.
	Current []byte
	// Previous are older keys that are still accepted on resume, never
	// used to sign: for a rotation, move the old Current here until no
	// snapshot (and no Temporal history still replayed) signed with it
	// remains.
	Previous [][]byte
}

// Enabled reports whether k signs and checks snapshots.
func (k Keys) Enabled() bool { return len(k.Current) > 0 }

// Check reports keys that cannot be used: one shorter than MinKeySize,
// or Previous keys without a Current one.
func (k Keys) Check() error {
	if !k.Enabled() {
		if len(k.Previous) > 0 {
			return errors.New("snapshot keys: Previous keys need a Current key")
		}
		return nil
	}
	if len(k.Current) < MinKeySize {
		return fmt.Errorf("snapshot keys: the Current key has %d bytes, at least %d are needed", len(k.Current), MinKeySize)
	}
	for i, key := range k.Previous {
		if len(key) < MinKeySize {
			return fmt.Errorf("snapshot keys: Previous key %d has %d bytes, at least %d are needed", i, len(key), MinKeySize)
		}
	}
	return nil
}

// Save is SaveWith that signs the snapshot with k.Current (none when k
// is not Enabled). maxBytes and MaxSize bound the signed snapshot.
func (k Keys) Save(m *vm.Machine, extra any, maxBytes int) ([]byte, error) {
	limit := MaxSize
	if maxBytes > 0 && maxBytes < limit {
		limit = maxBytes
	}
	if !k.Enabled() {
		return save(m, extra, limit, 0)
	}
	b, err := save(m, extra, limit, tagSize)
	if err != nil {
		return nil, err
	}
	b[0] = headSigned
	b = append(b, 0x58, sha256.Size) // a byte string of 32
	return append(b, tag(k.Current, b)...), nil
}

// Unpack is the package's Unpack for a host with keys: when k is Enabled
// it refuses, before decoding anything, a snapshot that is not signed or
// whose tag matches none of the keys (a *Error wrapping ErrSignature).
// Without keys it reads any snapshot, signed or not, and checks nothing:
// a host that cannot check a tag has to trust its store anyway.
func (k Keys) Unpack(data []byte, extra any) (*Unpacked, error) {
	if err := k.verify(data); err != nil {
		return nil, err
	}
	return Unpack(data, extra)
}

// verify checks data's tag against k's keys.
func (k Keys) verify(data []byte) error {
	if !k.Enabled() {
		return nil
	}
	if len(data) > MaxSize {
		return errorf(nil, "snapshot of %d bytes exceeds the %d-byte limit", len(data), MaxSize)
	}
	if len(data) > 0 && data[0] == headUnsigned {
		return &Error{Msg: "the snapshot is not signed, and this host accepts only signed snapshots", Err: ErrSignature}
	}
	if signed(data) {
		body, sum := data[:len(data)-sha256.Size], data[len(data)-sha256.Size:]
		for _, key := range append([][]byte{k.Current}, k.Previous...) {
			if hmac.Equal(sum, tag(key, body)) {
				return nil
			}
		}
	}
	return &Error{Msg: "the snapshot's signature does not match: it was changed or saved with another key", Err: ErrSignature}
}

// signed reports whether data has a signed snapshot's array head and tag
// item (whatever the tag says).
func signed(data []byte) bool {
	n := len(data)
	return n >= 1+tagSize && data[0] == headSigned && data[n-tagSize] == 0x58 && data[n-tagSize+1] == sha256.Size
}

// tag is the HMAC-SHA256 of body with key.
func tag(key, body []byte) []byte {
	mac := hmac.New(sha256.New, key)
	mac.Write(body)
	return mac.Sum(nil)
}
