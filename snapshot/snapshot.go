// Package snapshot turns a Machine's run state into bytes and back: a
// small header (magic, format version, build id), the embedding driver's
// own record and the state, all in Core Deterministic CBOR, so the same
// state always gives the same bytes. Decoding is bounded (sizes, nesting,
// element counts) and every malformed, truncated, hostile or foreign input
// gives a *Error, never a panic.
//
// Save writes the Machine straight to bytes (vm.Machine.AppendState) and
// Restore builds a Machine straight from them (vm.RestoreStateCBOR): no
// state.State is built on either path. Decode and Encode convert to and
// from a state.State for tests and inspection, with package vm/state's
// generated, reflection-free codec (State.AppendCBOR, state.Decode; see
// tools/cborgen), which
// writes exactly the bytes the fxamacker/cbor library writes with the
// options below; the library remains the reference in tests and encodes
// the driver's extra record.
//
// A Session (root package) saves its own bookkeeping beside the Machine
// state with SaveWith and reads it back with Unpack before restoring.
//
// Compatibility: a snapshot saved by one release resumes on the next
// unless the next truly cannot run it. The build id in the header says
// which build saved the snapshot (Unpacked.SavedBy, Error.SavedBy) and
// no longer has to match: the state names the built-ins and library
// code it needs and keeps the code hash of every function with live
// execution state, and the restore checks those against this build (the
// rule is in the vm package's documentation, "Snapshots across builds").
// This build reads the envelope FormatVersion and states of versions
// state.MinVersion to state.Version (a version-3 state only from the
// last version-3 build, vm.State3BuildID). A snapshot it cannot resume is
// refused, before anything runs, with an *Error wrapping ErrOtherBuild
// that names what differs (the format or state version, the library or
// program function whose bytecode changed, the built-in this build lacks)
// and the build that saved it, so a driver with workers of several builds
// can hand the run to one that resumes it. testdata/corpus holds
// snapshots saved by each state version's release; TestSnapshotCorpus
// resumes all of them, and CI runs it with the build tag
// codemode_nextbuild too (a simulated next release, vm/release_nextbuild.go).
//
// Trust: a snapshot is data that names a program and its state. Restoring
// one never gives it more than the driver's configuration allows (the
// tools, the memory budget and the call depth come from vm.Config; the
// root package bounds the saved limits by the host's), but an unsigned
// snapshot can be rewritten to run any program. Keys (sign.go) sign the
// snapshots a host saves with an HMAC-SHA256 and refuse, before decoding,
// any without a matching tag: a host whose snapshots leave it sets them.
package snapshot

import (
	"bytes"
	"encoding/hex"
	"errors"
	"fmt"

	"github.com/fxamacker/cbor/v2"

	"github.com/codemode-go/codemode/vm"
	"github.com/codemode-go/codemode/vm/compile"
	"github.com/codemode-go/codemode/vm/state"
)

// Magic starts every snapshot.
const Magic = "CMVM"

// FormatVersion is the version of the envelope (the state's own version
// is in the state: state.Version).
const FormatVersion = 2

// MaxSize bounds the bytes Decode accepts.
const MaxSize = 64 << 20

// Error is a snapshot that cannot be encoded, decoded or resumed.
type Error struct {
	Msg string
	Err error // the underlying cause, if any
	// SavedBy is the build id of the build that saved the snapshot, when
	// it was read (a snapshot this build cannot resume names it: that
	// build, or a later one that can, resumes it).
	SavedBy []byte
}

func (e *Error) Error() string {
	msg := "snapshot: " + e.Msg
	if e.Err != nil {
		msg += ": " + e.Err.Error()
	}
	if e.SavedBy != nil {
		msg += " (saved by build " + hex.EncodeToString(e.SavedBy) + ")"
	}
	return msg
}

func (e *Error) Unwrap() error { return e.Err }

func errorf(err error, format string, args ...any) *Error {
	return &Error{Msg: fmt.Sprintf(format, args...), Err: err}
}

// envelope is the encoded form: [magic, version, build id, extra, state].
// Extra is the embedding driver's own record (a Session's bookkeeping),
// CBOR-encoded with the same options, or null; it comes before the state
// so that a driver can read it (and compile the program it names) before
// the state is restored, and the state is the rest of the bytes. A signed
// snapshot (sign.go) is the same items and a tag: a 6-element array.
type envelope struct {
	_       struct{} `cbor:",toarray"`
	Magic   string
	Version uint
	BuildID []byte
	Extra   cbor.RawMessage
	State   cbor.RawMessage
}

// ErrOtherBuild is the cause (errors.Is) of the *Error of a snapshot that
// this build cannot resume while the build that saved it can (another
// format or state version, built-ins or library code this build does not
// have or changed): a driver with workers of several builds hands it to
// one of the build named by Error.SavedBy.
var ErrOtherBuild = vm.ErrOtherBuild

// ErrTooLarge is the cause (errors.Is) of the *Error SaveWith returns for
// a state over its byte limit.
var ErrTooLarge = errors.New("snapshot too large")

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

// BuildID identifies this VM build (see vm.BuildID): every snapshot it
// saves carries it, to say which build saved the run.
func BuildID() []byte { return vm.BuildID() }

// Encode serializes a state with its header.
func Encode(st *state.State) ([]byte, error) { return EncodeWith(st, nil) }

// EncodeWith serializes a state and the driver's own record extra (any
// value the cbor package encodes; nil for none) in one snapshot.
//
// The state is written by its generated encoder (state.State.AppendCBOR, no
// reflection) and the envelope by hand; the bytes are exactly what the
// cbor library writes for the envelope struct (encodeWithLibrary, checked
// by the tests), and what SaveWith writes for the Machine st came from.
func EncodeWith(st *state.State, extra any) ([]byte, error) {
	if st == nil {
		return nil, errorf(nil, "no state")
	}
	b, err := appendHeader(nil, extra, st.SizeHint())
	if err != nil {
		return nil, err
	}
	return st.AppendCBOR(b), nil
}

// appendHeader appends the envelope's array head, magic, version, build
// id and extra record, with room for a state of about size bytes.
func appendHeader(b []byte, extra any, size int) ([]byte, error) {
	ext := []byte{0xf6} // null
	if extra != nil {
		var err error
		if ext, err = encMode.Marshal(extra); err != nil {
			return nil, errorf(err, "encode extra record")
		}
	}
	id := vm.BuildID()
	if b == nil {
		b = make([]byte, 0, 64+len(id)+len(ext)+size)
	}
	b = append(b, headUnsigned)
	b = appendHead(b, 3, uint64(len(Magic)))
	b = append(b, Magic...)
	b = appendHead(b, 0, FormatVersion)
	b = appendHead(b, 2, uint64(len(id)))
	b = append(b, id...)
	return append(b, ext...), nil
}

// SaveWith captures a Machine (between Run calls) with the driver's own
// record extra (nil for none) as bytes, writing the state straight from
// the Machine. With maxBytes > 0 it stops as soon as the snapshot passes
// maxBytes and returns a *Error wrapping ErrTooLarge; a snapshot never
// passes MaxSize (Decode would refuse it). The snapshot is unsigned: see
// Keys.Save.
func SaveWith(m *vm.Machine, extra any, maxBytes int) ([]byte, error) {
	return Keys{}.Save(m, extra, maxBytes)
}

// save is SaveWith within limit bytes, leaving room for room bytes more.
func save(m *vm.Machine, extra any, limit, room int) ([]byte, error) {
	tooLarge := &Error{Msg: fmt.Sprintf("the snapshot is over %d bytes", limit), Err: ErrTooLarge}
	b, err := appendHeader(nil, extra, 0)
	if err != nil {
		return nil, err
	}
	if len(b)+room > limit {
		return nil, tooLarge
	}
	out, err := m.AppendState(b, limit-room-len(b))
	if err != nil {
		if errors.Is(err, vm.ErrStateTooLarge) {
			return nil, tooLarge
		}
		return nil, errorf(err, "save")
	}
	return out, nil
}

// encodeWithLibrary is EncodeWith through the cbor library's reflection:
// the reference the tests compare EncodeWith with.
func encodeWithLibrary(st *state.State, extra any) ([]byte, error) {
	body, err := encMode.Marshal(st)
	if err != nil {
		return nil, errorf(err, "encode state")
	}
	ext, err := encMode.Marshal(extra)
	if err != nil {
		return nil, errorf(err, "encode extra record")
	}
	return encMode.Marshal(envelope{Magic: Magic, Version: FormatVersion, BuildID: vm.BuildID(), Extra: ext, State: body})
}

// appendHead appends a CBOR head in its shortest form.
func appendHead(b []byte, major byte, n uint64) []byte {
	m := major << 5
	switch {
	case n < 24:
		return append(b, m|byte(n))
	case n <= 0xff:
		return append(b, m|24, byte(n))
	case n <= 0xffff:
		return append(b, m|25, byte(n>>8), byte(n))
	case n <= 0xffffffff:
		return append(b, m|26, byte(n>>24), byte(n>>16), byte(n>>8), byte(n))
	}
	return append(b, m|27, byte(n>>56), byte(n>>48), byte(n>>40), byte(n>>32), byte(n>>24), byte(n>>16), byte(n>>8), byte(n))
}

// Decode parses bytes made by Encode or Save in a build whose state
// version this build reads.
func Decode(data []byte) (*state.State, error) { return DecodeWith(data, nil) }

// DecodeWith is Decode that also decodes the driver's record into extra
// (a pointer; nil to ignore it). Like Unpack, it does not check a signed
// snapshot's tag.
func DecodeWith(data []byte, extra any) (*state.State, error) {
	u, err := Unpack(data, extra)
	if err != nil {
		return nil, err
	}
	return u.State()
}

// Unpacked is a snapshot whose header and extra record are read and
// whose state is not decoded yet.
type Unpacked struct {
	state   []byte
	savedBy []byte
}

// SavedBy is the build id of the build that saved the snapshot.
func (u *Unpacked) SavedBy() []byte { return u.savedBy }

// Unpack checks a snapshot's header and decodes the driver's record into
// extra (a pointer; nil to ignore it); the state is left for Restore. The
// header is read by hand, the extra record by the cbor library, within the
// same bounds. It reads signed and unsigned snapshots alike and does not
// check a signature: a driver that has keys unpacks with Keys.Unpack.
func Unpack(data []byte, extra any) (u *Unpacked, err error) {
	defer func() {
		if r := recover(); r != nil {
			u, err = nil, errorf(nil, "malformed snapshot (%v)", r)
		}
	}()
	if len(data) > MaxSize {
		return nil, errorf(nil, "snapshot of %d bytes exceeds the %d-byte limit", len(data), MaxSize)
	}
	if signed(data) {
		// The tag is not read here (Keys.Unpack checks it first): the
		// items end before it.
		data = data[:len(data)-tagSize]
	} else if len(data) == 0 || data[0] != headUnsigned {
		return nil, errorf(nil, "malformed snapshot (not a snapshot's array)")
	}
	h := header{data: data, pos: 1}
	magic, ok := h.item(3)
	if !ok || string(magic) != Magic {
		return nil, errorf(nil, "not a CodeMode snapshot")
	}
	version, ok := h.uint()
	if !ok {
		return nil, errorf(nil, "malformed snapshot (format version)")
	}
	// Every format version starts [magic, version, build id]: a snapshot
	// this build cannot read names the build that saved it.
	id, ok := h.item(2)
	if !ok {
		return nil, errorf(nil, "malformed snapshot (build id)")
	}
	id = bytes.Clone(id)
	if version != FormatVersion {
		return nil, &Error{Msg: fmt.Sprintf("snapshot format version %d, this build reads %d", version, FormatVersion), Err: ErrOtherBuild, SavedBy: id}
	}
	var rest []byte
	if extra != nil {
		rest, err = decMode.UnmarshalFirst(data[h.pos:], extra)
	} else {
		var raw cbor.RawMessage
		rest, err = decMode.UnmarshalFirst(data[h.pos:], &raw)
	}
	if err != nil {
		return nil, errorf(err, "malformed extra record")
	}
	if err := checkStateVersion(rest, id); err != nil {
		return nil, err
	}
	return &Unpacked{state: rest, savedBy: id}, nil
}

// checkStateVersion refuses a state this build does not restore: one of
// a version outside [state.MinVersion, state.Version], or of version
// 3 saved by a build other than the last version-3 build (a version-3
// state refers to built-ins by their places in the build that saved it,
// and this build knows only the last one's; see vm/doc.go).
func checkStateVersion(data, savedBy []byte) error {
	switch v := state.VersionOf(data); {
	case v == 0:
		return errorf(nil, "malformed state")
	case v < state.MinVersion || v > state.Version:
		return &Error{Msg: fmt.Sprintf("state version %d; this build (%x) restores versions %d to %d",
			v, vm.BuildID(), state.MinVersion, state.Version), Err: ErrOtherBuild, SavedBy: savedBy}
	case v == 3 && !bytes.Equal(savedBy, vm.State3BuildID()):
		return &Error{Msg: fmt.Sprintf("the state has version 3, which names built-ins by their places in the build that saved it; "+
			"this build knows the places of build %x only: resume the snapshot on the build that saved it", vm.State3BuildID()), Err: ErrOtherBuild, SavedBy: savedBy}
	}
	return nil
}

// State decodes the state (for tests and inspection).
func (u *Unpacked) State() (*state.State, error) {
	st, n, err := state.Decode(u.state)
	if err != nil {
		return nil, errorf(err, "malformed state")
	}
	if n != len(u.state) {
		return nil, errorf(nil, "malformed state (%d bytes after it)", len(u.state)-n)
	}
	return st, nil
}

// Restore makes a Machine that continues the saved run, straight from the
// state's bytes. p is the recompiled program (checked against the state's
// hash) and cfg the driver's configuration.
func (u *Unpacked) Restore(p *compile.Program, cfg vm.Config) (*vm.Machine, error) {
	m, err := vm.RestoreStateCBOR(p, cfg, u.state)
	if err != nil {
		var se *vm.StateError
		if errors.As(err, &se) {
			return nil, &Error{Msg: se.Msg, Err: se.Err, SavedBy: u.savedBy}
		}
		return nil, &Error{Msg: "restore", Err: err, SavedBy: u.savedBy}
	}
	return m, nil
}

// header reads the envelope's leading items.
type header struct {
	data []byte
	pos  int
}

// uint reads an unsigned integer.
func (h *header) uint() (uint64, bool) {
	if h.pos >= len(h.data) || h.data[h.pos]>>5 != 0 {
		return 0, false
	}
	return h.arg()
}

func (h *header) arg() (uint64, bool) {
	info := h.data[h.pos] & 31
	h.pos++
	if info < 24 {
		return uint64(info), true
	}
	if info > 27 {
		return 0, false
	}
	n := 1 << (info - 24)
	if len(h.data)-h.pos < n {
		return 0, false
	}
	var v uint64
	for _, b := range h.data[h.pos : h.pos+n] {
		v = v<<8 | uint64(b)
	}
	h.pos += n
	return v, true
}

// item reads a byte string (major 2) or text string (major 3).
func (h *header) item(major byte) ([]byte, bool) {
	if h.pos >= len(h.data) || h.data[h.pos]>>5 != major {
		return nil, false
	}
	n, ok := h.arg()
	if !ok || n > uint64(len(h.data)-h.pos) {
		return nil, false
	}
	p := h.data[h.pos : h.pos+int(n)]
	h.pos += int(n)
	return p, true
}

// Save captures a Machine (between Run calls) as bytes.
func Save(m *vm.Machine) ([]byte, error) { return SaveWith(m, nil, 0) }

// Restore decodes data and makes a Machine that continues the saved run.
// p is the recompiled program (checked against the state's hash) and cfg
// the driver's configuration. It does not check a signature (see
// Keys.Unpack).
func Restore(p *compile.Program, cfg vm.Config, data []byte) (*vm.Machine, error) {
	u, err := Unpack(data, nil)
	if err != nil {
		return nil, err
	}
	return u.Restore(p, cfg)
}
