package state

import (
	"bytes"
	"encoding/json"
	"math"
	"reflect"
	"testing"

	"github.com/fxamacker/cbor/v2"
)

// sample is a State with every table and root set, each value kind and
// both property forms, so that every generated encoder and decoder and
// both compact forms are used.
func sample() *State {
	vals := []ValueState{
		{K: VUndefined}, {K: VNull}, {K: VFalse}, {K: VTrue},
		{K: VNumber, N: 42}, {K: VNumber, N: 1.5}, {K: VNumber, N: -7}, {K: VNumber, N: 1e300},
		{K: VNumber, N: math.Inf(-1)}, {K: VNegZero}, {K: VString, S: "short"}, {K: VObject, R: 3},
		{K: VEmpty}, {K: VCell, R: 1}, {K: VIter, R: 1}, {K: VSymbol, S: "@@s1"},
		{K: VBigInt, S: "-ff"}, {K: VStrRef, R: 2}, {K: VBigRef, R: 2},
	}
	return &State{
		Version:     Version,
		Counts:      []int32{3, 1, 1, 1, 1, 1, 1, 1, 2, 1},
		ProgramHash: []byte{1, 2, 3},
		ToolPaths:   []string{"tools.a.b"},
		Extensions:  []ExtensionState{{Path: "fetch", Async: true}},
		Strings:     []string{"x", "y", "a string of the table, long enough"},
		SymbolCount: 1,
		Symbols:     []SymbolState{{Key: "@@s1", Desc: "d", HasDesc: true}},
		Registry:    []RegistryItem{{Name: "app", Key: "@@s1"}},
		Objects: []ObjectState{
			{Class: 1, Proto: 2, Props: PropList{{K: 0, V: vals[4]}, {K: 1, F: 3, G: 2, S: 3}}, Arr: vals},
			{Fn: &FuncState{Code: 2, Free: []int32{1}, Name: "f", Home: 1, Hash: []byte{9}}},
			{Internal: XPromise, X: &ObjectExtra{Native: "Array.prototype.push", Lazy: "Array.prototype", Done: []string{"push"},
				Ready: true, Num: -0.5, Str: "s", Flags: "g", Bool: true, Pos: []int32{1, 2, 3}, Ref: 1, This: vals[11],
				Args: vals[:2], Promise: &PromiseState{State: 1, Value: vals[5], Handled: true,
					Reactions: []ReactionState{{Kind: 1, OnFulfilled: vals[11], Derived: 3, Async: 1, Gen: 1}}}}},
		},
		Cells:      vals[:3],
		Frames:     []FrameState{{Fn: 2, Code: 2, PC: 10, BP: 1, CallBase: 1, This: vals[0], Handlers: []HandlerState{{Catch: true, PC: 4, Completion: 1, SP: 2}}, Ret: 1, RetData: 2, Async: 1, HasArgs: true, Args: vals[4:6], Gen: 1, Hash: []byte{7}, LibName: "Array_map"}},
		Asyncs:     []AsyncState{{Promise: 3, Frame: 1, Saved: vals[:2]}},
		Gens:       []GenState{{State: 2, Frame: 1, Saved: vals[:1], Async: true, Queue: []GenRequestState{{Mode: 1, V: vals[4], Promise: 3}}}},
		Maps:       []MapState{{Keys: vals[4:6], Vals: []ValueState{{K: VEmpty}, vals[10]}}},
		Iters:      []IterState{{Kind: 2, Arr: 1, S: []uint16{0xd800, 'a'}, Keys: []string{"k"}, Vals: vals[:1], Obj: 1, Map: 1, Next: vals[3], I: 5, Done: true}},
		Resolvings: []ResolvingState{{Promise: 3, Done: true}},
		Status:     3,
		Started:    true,
		Result:     []byte(`{"a":1}`),
		Failure:    &FailureState{Kind: "ExecutionFailure", Message: "TypeError: x", Line: 2, Column: 5},
		Steps:      1000,
		NextCallID: 3,
		RNG:        math.MaxUint64,
		Global:     1,
		Stack:      vals,
		Running:    []int32{1},
		Jobs:       []JobState{{Kind: 1, Reaction: ReactionState{Kind: 2}, Arg: vals[4], Rejected: true, Promise: 3, Thenable: vals[11], Then: vals[11]}},
		Pending:    []PendingState{{Call: CallState{ID: 2, Kind: 1, Path: "search", Input: json.RawMessage(`{"q":"x"}`), Sync: true}, Promise: 3}},
		Blocked:    &BlockedState{ID: 2, Ret: 1, Data: 3},
		NewCalls:   []CallState{{ID: 2, Kind: 1, Path: "search", Input: json.RawMessage(`{"q":"x"}`), Sync: true, Ref: 4}},
		Logs:       []string{"a log line"},
		Warnings:   []FailureState{{Kind: "Warning", Message: "w"}},
		Rejections: []int32{3},
		LastThrow:  [3]int32{1, 2, 3},
		ThrowValue: vals[12],
		Classes:    []ClassState{{Name: "Array", Proto: 2, Ctor: 3}},
	}
}

// TestCodecMatchesLibrary: the generated encoder writes the bytes the cbor
// library writes with CoreDetEncOptions, and the decoder reads them back
// to the same State.
func TestCodecMatchesLibrary(t *testing.T) {
	em, err := cbor.CoreDetEncOptions().EncMode()
	if err != nil {
		t.Fatal(err)
	}
	for name, st := range map[string]*State{"empty": {}, "sample": sample()} {
		got := st.AppendCBOR(nil)
		want, err := em.Marshal(st)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Fatalf("%s: generated % x\nlibrary % x", name, got, want)
		}
		back, n, err := Decode(got)
		if err != nil || n != len(got) {
			t.Fatalf("%s: decode: %d of %d bytes, %v", name, n, len(got), err)
		}
		if !reflect.DeepEqual(back, st) {
			t.Fatalf("%s: decoded %+v\nwant %+v", name, back, st)
		}
	}
}

// TestCallAndFailureKeys: host calls and failures are maps keyed by field
// name, the keys states of earlier builds were written with (LastThrow
// and ThrowValue are always written).
func TestCallAndFailureKeys(t *testing.T) {
	st := &State{NewCalls: []CallState{{ID: 1, Path: "p"}}, Warnings: []FailureState{{Kind: "K"}}}
	got := st.AppendCBOR(nil)
	want := []byte{0xa4,
		0x18, 37, 0x81, 0xa5, 0x62, 'I', 'D', 0x01, 0x64, 'K', 'i', 'n', 'd', 0x00, 0x64, 'P', 'a', 't', 'h', 0x61, 'p',
		0x64, 'S', 'y', 'n', 'c', 0xf4, 0x65, 'I', 'n', 'p', 'u', 't', 0xf6,
		0x18, 39, 0x81, 0xa4, 0x64, 'K', 'i', 'n', 'd', 0x61, 'K', 0x64, 'L', 'i', 'n', 'e', 0x00,
		0x66, 'C', 'o', 'l', 'u', 'm', 'n', 0x00, 0x67, 'M', 'e', 's', 's', 'a', 'g', 'e', 0x60,
		0x18, 41, 0x83, 0x00, 0x00, 0x00, 0x18, 42, 0xf7}
	if !bytes.Equal(got, want) {
		t.Fatalf("got % x\nwant % x", got, want)
	}
}

func TestVersionOf(t *testing.T) {
	for _, c := range []struct {
		name string
		data []byte
		want int
	}{
		{"this version", (&State{Version: Version, Steps: 1}).AppendCBOR(nil), Version},
		{"no version key", (&State{Steps: 1}).AppendCBOR(nil), 3},
		{"empty map", []byte{0xa0}, 0},
		{"not a map", []byte{0x80}, 0},
		{"no bytes", nil, 0},
		{"truncated version", []byte{0xa1, 0x00}, 0},
	} {
		if got := VersionOf(c.data); got != c.want {
			t.Errorf("%s: %d, want %d", c.name, got, c.want)
		}
	}
}
