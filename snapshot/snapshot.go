// Package snapshot turns a Machine's run state (vm.State) into bytes and
// back: a small header (magic, format version, build id) and the state,
// both in Core Deterministic CBOR, so the same state always gives the same
// bytes. Decoding is bounded (sizes, nesting, element counts) and every
// malformed, truncated, hostile or foreign input gives a *Error, never a
// panic.
//
// A Session (root package) saves its own bookkeeping beside the Machine
// state; it can embed the encoded state or a *vm.State in its own record.
package snapshot

import (
	"bytes"
	"errors"
	"fmt"

	"github.com/fxamacker/cbor/v2"

	"github.com/codemode-go/codemode/vm"
	"github.com/codemode-go/codemode/vm/compile"
)

// Magic starts every snapshot.
const Magic = "CMVM"

// FormatVersion is the version of the envelope and state encoding.
const FormatVersion = 1

// MaxSize bounds the bytes Decode accepts.
const MaxSize = 64 << 20

// Error is a snapshot that cannot be encoded, decoded or resumed.
type Error struct {
	Msg string
	Err error // the underlying cause, if any
}

func (e *Error) Error() string {
	if e.Err != nil {
		return "snapshot: " + e.Msg + ": " + e.Err.Error()
	}
	return "snapshot: " + e.Msg
}

func (e *Error) Unwrap() error { return e.Err }

func errorf(err error, format string, args ...any) *Error {
	return &Error{Msg: fmt.Sprintf(format, args...), Err: err}
}

// envelope is the encoded form: [magic, version, build id, state, extra].
// Extra is the embedding driver's own record (a Session's bookkeeping),
// CBOR-encoded with the same options, or null.
type envelope struct {
	_       struct{} `cbor:",toarray"`
	Magic   string
	Version uint
	BuildID []byte
	State   cbor.RawMessage
	Extra   cbor.RawMessage
}

var (
	encMode cbor.EncMode
	decMode cbor.DecMode
)

func init() {
	var err error
	encMode, err = cbor.CoreDetEncOptions().EncMode()
	if err != nil {
		panic(err)
	}
	decMode, err = cbor.DecOptions{
		DupMapKey:        cbor.DupMapKeyEnforcedAPF,
		MaxNestedLevels:  64,
		MaxArrayElements: 1 << 24,
		MaxMapPairs:      1 << 20,
		IndefLength:      cbor.IndefLengthForbidden,
		TagsMd:           cbor.TagsForbidden,
		// Strings are WTF-8 (JavaScript strings may hold lone
		// surrogates), so text strings are not required to be UTF-8.
		UTF8:              cbor.UTF8DecodeInvalid,
		ExtraReturnErrors: cbor.ExtraDecErrorUnknownField,
	}.DecMode()
	if err != nil {
		panic(err)
	}
}

// BuildID identifies the VM build a snapshot needs (see vm.BuildID).
func BuildID() []byte { return vm.BuildID() }

// Encode serializes a state with its header.
func Encode(st *vm.State) ([]byte, error) { return EncodeWith(st, nil) }

// EncodeWith serializes a state and the driver's own record extra (any
// value the cbor package encodes; nil for none) in one snapshot.
func EncodeWith(st *vm.State, extra any) ([]byte, error) {
	if st == nil {
		return nil, errorf(nil, "no state")
	}
	body, err := encMode.Marshal(st)
	if err != nil {
		return nil, errorf(err, "encode state")
	}
	ext, err := encMode.Marshal(extra)
	if err != nil {
		return nil, errorf(err, "encode extra record")
	}
	data, err := encMode.Marshal(envelope{Magic: Magic, Version: FormatVersion, BuildID: vm.BuildID(), State: body, Extra: ext})
	if err != nil {
		return nil, errorf(err, "encode header")
	}
	return data, nil
}

// Decode parses bytes made by Encode in a build with the same build id.
func Decode(data []byte) (*vm.State, error) { return DecodeWith(data, nil) }

// DecodeWith is Decode that also decodes the driver's record into extra
// (a pointer; nil to ignore it).
func DecodeWith(data []byte, extra any) (st *vm.State, err error) {
	defer func() {
		if r := recover(); r != nil {
			st, err = nil, errorf(nil, "malformed snapshot (%v)", r)
		}
	}()
	if len(data) > MaxSize {
		return nil, errorf(nil, "snapshot of %d bytes exceeds the %d-byte limit", len(data), MaxSize)
	}
	var env envelope
	if err := decMode.Unmarshal(data, &env); err != nil {
		return nil, errorf(err, "malformed snapshot")
	}
	if env.Magic != Magic {
		return nil, errorf(nil, "not a CodeMode snapshot")
	}
	if env.Version != FormatVersion {
		return nil, errorf(nil, "snapshot format version %d, this build reads %d", env.Version, FormatVersion)
	}
	if !bytes.Equal(env.BuildID, vm.BuildID()) {
		return nil, errorf(nil, "snapshot from a different build (build id mismatch)")
	}
	st = new(vm.State)
	if err := decMode.Unmarshal(env.State, st); err != nil {
		return nil, errorf(err, "malformed state")
	}
	if extra != nil {
		if err := decMode.Unmarshal(env.Extra, extra); err != nil {
			return nil, errorf(err, "malformed extra record")
		}
	}
	return st, nil
}

// Save captures a Machine (between Run calls) as bytes.
func Save(m *vm.Machine) ([]byte, error) {
	st, err := m.MarshalState()
	if err != nil {
		return nil, errorf(err, "save")
	}
	return Encode(st)
}

// Restore decodes data and makes a Machine that continues the saved run.
// p is the recompiled program (checked against the state's hash) and cfg
// the driver's configuration.
func Restore(p *compile.Program, cfg vm.Config, data []byte) (*vm.Machine, error) {
	st, err := Decode(data)
	if err != nil {
		return nil, err
	}
	m, err := vm.RestoreState(p, cfg, st)
	if err != nil {
		var se *vm.StateError
		if errors.As(err, &se) {
			return nil, errorf(nil, "%s", se.Msg)
		}
		return nil, errorf(err, "restore")
	}
	return m, nil
}
