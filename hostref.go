package codemode

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"reflect"
	"slices"
	"strings"

	"github.com/fxamacker/cbor/v2"

	"github.com/codemode-go/codemode/snapshot"
	"github.com/codemode-go/codemode/vm"
)

// Host function references: a function inside an extension's result
// becomes a function object in the program (vm.HostRef) that calls back
// the Go function. A run keeps the values holding them in its hostRegistry,
// numbered in the order they arrive, so the handles are deterministic.
// Suspending saves only what extensions' snapshot hooks encode; after a
// resume, a function whose value was not restored throws a TypeError when
// called (the VM asks HostRefLive).

// ExtensionSnapshot are an extension's snapshot hooks: they preserve the
// functions inside its functions' results across a suspend and resume.
type ExtensionSnapshot struct {
	// Encode receives a value one of the extension's functions returned
	// (that holds functions), as the function returned it, and returns
	// plain data: nil, bool, numbers, string, []byte, []any and
	// map[string]any of these. An error, a panic or other data fails the
	// suspend (and the run goes on).
	Encode func(value any) (any, error)
	// Decode receives the data Encode returned (maps as map[string]any,
	// arrays as []any, integers as int64 or uint64, floats as float64,
	// bytes as []byte), once per value, when the run is resumed, and
	// returns a host value of the same shape: the restored program's
	// copies of its functions call the functions found at the same places.
	Decode func(data any) (any, error)
}

// hostRegistry is a run's host values that hold functions, and the
// functions by handle.
type hostRegistry struct {
	next   int64 // the last handle given
	values []*hostValue
	funcs  map[int64]*hostFunc
	// kept is how many functions the last prune kept: the registry is
	// pruned again when it has doubled.
	kept int
}

// minPrune is the registry size below which it is never pruned.
const minPrune = 64

// prune drops the functions the run can no longer reach (liveRefs: the
// Machine's LiveHostRefs), and the values holding only such functions, once
// the registry has doubled since the last prune: a long run that calls an
// extension thousands of times and drops each result does not keep every
// result's Go value. A walk of the heap each doubling costs amortized time
// in proportion to the registrations.
func (r *hostRegistry) prune(liveRefs func() map[int64]bool) {
	if len(r.funcs) < max(minPrune, 2*r.kept) {
		return
	}
	live := liveRefs()
	for ref := range r.funcs {
		if !live[ref] {
			delete(r.funcs, ref)
		}
	}
	r.values = slices.DeleteFunc(r.values, func(hv *hostValue) bool {
		return !slices.ContainsFunc(hv.refs, func(ref savedRef) bool { return live[ref.Ref] })
	})
	r.kept = len(r.funcs)
}

// hostValue is a result that held functions, as its function returned it.
type hostValue struct {
	ext   string // the extension whose function returned it
	value any
	refs  []savedRef
}

// hostFunc is a callable host function reference.
type hostFunc struct {
	ext   string
	name  string // "fetch().text"
	async bool
	call  rawFunc
}

// savedHost is the part of a saved run about host values: the bindings,
// the handle counter and the values the extensions' snapshot hooks
// encoded.
type savedHost struct {
	Bindings []vm.Binding     `cbor:"1,keyasint,omitempty"`
	NextRef  int64            `cbor:"2,keyasint,omitempty"`
	Values   []savedHostValue `cbor:"3,keyasint,omitempty"`
	// Hooked names the extensions that had snapshot hooks when the run
	// was saved (sorted): the state resumes only where they have hooks.
	Hooked []string `cbor:"4,keyasint,omitempty"`
}

type savedHostValue struct {
	Ext  string     `cbor:"1,keyasint"`
	Data []byte     `cbor:"2,keyasint,omitempty"` // Encode's data as CBOR
	Refs []savedRef `cbor:"3,keyasint,omitempty"`
}

// savedRef is a function inside a host value: its handle and place.
type savedRef struct {
	Ref   int64    `cbor:"1,keyasint"`
	Path  []string `cbor:"2,keyasint,omitempty"`
	Name  string   `cbor:"3,keyasint,omitempty"`
	Async bool     `cbor:"4,keyasint,omitempty"`
}

// extResult is an extension call's outcome as the in-process driver has
// it: the JSON copy, the functions inside, and the Go value they came
// from.
type extResult struct {
	out   json.RawMessage
	funcs []hostFuncAt
	value any
	err   *HostError
}

// register keeps a result's functions callable and returns their
// references for the VM; the value itself is kept only when save may
// encode it (keep: its extension has snapshot hooks). An unusable
// function fails the whole result.
func (r *hostRegistry) register(ext, caller string, res extResult, keep bool) ([]vm.HostRef, *HostError) {
	hv := &hostValue{ext: ext, value: res.value}
	fns := make([]*hostFunc, len(res.funcs))
	for i, f := range res.funcs {
		call, async, err := adapt(f.fn)
		if err != nil {
			return nil, &HostError{Kind: string(KindInvalidToolOutput), Message: fmt.Sprintf("%s returned a function at %s that cannot be called: %v", caller, "result"+f.name, err)}
		}
		fns[i] = &hostFunc{ext: ext, name: caller + "()" + f.name, async: async, call: call}
	}
	if r.funcs == nil {
		r.funcs = map[int64]*hostFunc{}
	}
	refs := make([]vm.HostRef, len(res.funcs))
	for i, f := range res.funcs {
		r.next++
		r.funcs[r.next] = fns[i]
		refs[i] = vm.HostRef{Path: f.path, Ref: r.next, Name: fns[i].name, Async: fns[i].async}
		hv.refs = append(hv.refs, savedRef{Ref: r.next, Path: f.path, Name: fns[i].name, Async: fns[i].async})
	}
	if keep {
		r.values = append(r.values, hv)
	}
	return refs, nil
}

// live reports whether handle ref can be called.
func (r *hostRegistry) live(ref int64) bool { return r.funcs[ref] != nil }

var reflectMapStringAny = reflect.TypeFor[map[string]any]()

var (
	hostEncMode cbor.EncMode
	hostDecMode cbor.DecMode
)

func init() {
	var err error
	if hostEncMode, err = cbor.CoreDetEncOptions().EncMode(); err != nil {
		panic(err)
	}
	hostDecMode, err = cbor.DecOptions{
		DefaultMapType:   reflectMapStringAny,
		MaxNestedLevels:  64,
		IndefLength:      cbor.IndefLengthForbidden,
		TagsMd:           cbor.TagsForbidden,
		DupMapKey:        cbor.DupMapKeyEnforcedAPF,
		MaxArrayElements: 1 << 24,
		MaxMapPairs:      1 << 20,
	}.DecMode()
	if err != nil {
		panic(err)
	}
}

// save encodes the host values of extensions with snapshot hooks; the
// others are left out (their functions throw after a resume). So are the
// values none of whose functions the run can still reach (liveRefs: the
// Machine's LiveHostRefs, asked only when there is a value to encode), so
// a long run's snapshots do not grow with every result it dropped.
func (r *hostRegistry) save(rt *Runtime, bindings []vm.Binding, liveRefs func() map[int64]bool) (savedHost, error) {
	out := savedHost{Bindings: bindings, NextRef: r.next}
	for name := range rt.extSnapshot {
		out.Hooked = append(out.Hooked, name)
	}
	slices.Sort(out.Hooked)
	var live map[int64]bool
	for _, hv := range r.values {
		hooks := rt.extSnapshot[hv.ext]
		if hooks == nil || hooks.Encode == nil {
			continue
		}
		if live == nil {
			live = liveRefs()
		}
		if !slices.ContainsFunc(hv.refs, func(ref savedRef) bool { return live[ref.Ref] }) {
			continue
		}
		data, err := encodeHostValue(hooks, hv.value)
		if err != nil {
			return savedHost{}, &SuspendError{Message: fmt.Sprintf("extension %q: snapshot encode: %v", hv.ext, err)}
		}
		out.Values = append(out.Values, savedHostValue{Ext: hv.ext, Data: data, Refs: hv.refs})
	}
	return out, nil
}

func encodeHostValue(hooks *ExtensionSnapshot, value any) (data []byte, err error) {
	defer func() {
		if p := recover(); p != nil {
			data, err = nil, fmt.Errorf("panic: %v", p)
		}
	}()
	plain, err := hooks.Encode(value)
	if err != nil {
		return nil, err
	}
	if err := checkPlain(plain, 0); err != nil {
		return nil, err
	}
	return hostEncMode.Marshal(plain)
}

// checkPlain accepts the data Encode may return.
func checkPlain(v any, depth int) error {
	if depth > maxHostDepth {
		return fmt.Errorf("the data is nested more than %d levels", maxHostDepth)
	}
	switch v := v.(type) {
	case nil, bool, string, []byte, int, int8, int16, int32, int64, uint, uint8, uint16, uint32, uint64:
		return nil
	case float32:
		return checkFinite(float64(v))
	case float64:
		return checkFinite(v)
	case []any:
		for _, e := range v {
			if err := checkPlain(e, depth+1); err != nil {
				return err
			}
		}
		return nil
	case map[string]any:
		for _, k := range sortedKeys(v) {
			if err := checkPlain(v[k], depth+1); err != nil {
				return fmt.Errorf("%s: %w", k, err)
			}
		}
		return nil
	}
	return fmt.Errorf("not plain data: %T (use nil, bool, numbers, string, []byte, []any and map[string]any)", v)
}

func checkFinite(f float64) error {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return fmt.Errorf("not plain data: the number %v", f)
	}
	return nil
}

func sortedKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// restore rebuilds a registry from a saved run: each value is decoded
// once by its extension's hooks, and the functions found at the saved
// places become callable again under their handles. A value from an
// extension that is missing here or has no snapshot hooks, or that does
// not decode, is a *snapshot.Error.
func (rt *Runtime) restoreHost(h savedHost) (*hostRegistry, error) {
	if h.NextRef < 0 {
		return nil, &snapshot.Error{Msg: "malformed host value record"}
	}
	r := &hostRegistry{next: h.NextRef, funcs: map[int64]*hostFunc{}}
	for _, name := range h.Hooked {
		if rt.extSnapshot[name] == nil {
			return nil, &snapshot.Error{Msg: fmt.Sprintf("the state was saved with extension %q's snapshot hooks, and this runtime's extension %q has none", name, name)}
		}
	}
	for _, sv := range h.Values {
		hooks := rt.extSnapshot[sv.Ext]
		if hooks == nil || hooks.Decode == nil {
			return nil, &snapshot.Error{Msg: fmt.Sprintf("the state holds values saved with extension %q's snapshot hooks, and this runtime's extension %q has none", sv.Ext, sv.Ext)}
		}
		value, err := decodeHostValue(hooks, sv.Data)
		if err != nil {
			return nil, &snapshot.Error{Msg: fmt.Sprintf("extension %q: snapshot decode: %v", sv.Ext, err)}
		}
		_, found, err := exportHost(value)
		if err != nil {
			return nil, &snapshot.Error{Msg: fmt.Sprintf("extension %q: snapshot decode returned a value that does not convert: %v", sv.Ext, err)}
		}
		byPath := map[string]any{}
		for _, f := range found {
			byPath[strings.Join(f.path, "\x00")] = f.fn
		}
		hv := &hostValue{ext: sv.Ext, value: value, refs: sv.Refs}
		for _, ref := range sv.Refs {
			if ref.Ref <= 0 || ref.Ref > h.NextRef || r.funcs[ref.Ref] != nil {
				return nil, &snapshot.Error{Msg: "malformed host function reference"}
			}
			fn, ok := byPath[strings.Join(ref.Path, "\x00")]
			if !ok {
				continue // not in the decoded value: it throws when called
			}
			call, async, err := adapt(fn)
			if err != nil {
				continue
			}
			r.funcs[ref.Ref] = &hostFunc{ext: sv.Ext, name: ref.Name, async: async, call: call}
		}
		r.values = append(r.values, hv)
	}
	return r, nil
}

func decodeHostValue(hooks *ExtensionSnapshot, data []byte) (value any, err error) {
	defer func() {
		if p := recover(); p != nil {
			value, err = nil, fmt.Errorf("panic: %v", p)
		}
	}()
	var plain any
	if err := hostDecMode.Unmarshal(data, &plain); err != nil {
		return nil, err
	}
	return hooks.Decode(plain)
}

// callHostFunc runs a host function reference's call with the extension
// hooks around it, like ExecuteExtension.
func (rt *Runtime) callHostFunc(ctx context.Context, c ExtensionCall, f *hostFunc) extResult {
	return rt.runExtension(ctx, c, f.ext, f.name, f.call)
}
