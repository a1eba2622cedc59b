package codemode

import (
	"context"
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"sort"
	"strings"

	"github.com/codemode-go/codemode/durabletools"
	"github.com/codemode-go/codemode/vm"
)

// Extension is a named set of host globals a program calls directly, such
// as `fetch`. Unlike tools they are not in the catalog, not counted against
// MaxToolCalls and not recorded in Result.ToolCalls; the host decides what
// they mean.
//
// Each value in Globals is one of:
//   - a synchronous Go function: an ExtensionFunc (or a plain
//     func(context.Context, []json.RawMessage) (json.RawMessage, error)), or
//     any other Go function, adapted by reflection: it may take a
//     context.Context first; its other parameters are decoded from the
//     program's arguments in order (encoding/json; a missing argument is
//     the zero value, a variadic last parameter takes the remaining
//     arguments) and it returns nothing, a value, an error, or a value and
//     an error; the value is encoded with encoding/json;
//   - Async(fn): the same, asynchronous: calling it returns a promise; a
//     Go function whose only result is a channel (a Go-style future: its
//     result is the first value received, a received error its failure, a
//     channel closed empty undefined) is asynchronous without Async;
//   - a map[string]any of such values (an object of functions, like `fs`):
//     every function reachable from it is an entry point named by its path
//     ("fs.readFile", "fs.promises.readFile").
//
// A synchronous global blocks the program until it returns and throws its
// error synchronously; an asynchronous one runs concurrently (in-process,
// on its own goroutine) and rejects its promise on error. Arguments arrive
// as JSON copies (JSON.stringify's rules) and results go back as copies. An
// error becomes an Error the program can catch (kind ToolFailure, or the
// kind of a *durabletools.Error); uncaught, the run fails with that kind.
//
// Extensions run in-process (Execute, or a driver using
// Session.TakeExtensionCalls and Driver.ExecuteExtension); the Temporal
// workflow runs each call as an activity (see Cheap).
//
// A function inside a result (a func value in a map, slice or struct
// field, or the result itself) is callable by the program the same way:
// its calls fire the extension hooks with the name "<path>()<place>"
// ("fetch().text"), and its own results are converted the same way. Such
// functions live in the in-process run; the Temporal workflow refuses
// results holding them. Across a suspend they survive only through the
// extension's Snapshot hooks.
type Extension struct {
	Name    string
	Globals map[string]any
	// Cheap marks the extension's functions as quick and local (no I/O
	// worth retrying): the Temporal workflow runs their calls as local
	// activities, which add no activity tasks to the history. It changes
	// nothing in-process.
	Cheap bool
	// Snapshot, when set, preserves the functions inside the extension's
	// results across Program.Suspend and Runtime.Resume (see
	// ExtensionSnapshot). Without it such functions throw a TypeError when
	// called after a resume.
	Snapshot *ExtensionSnapshot
}

// ExtensionDescriptor is the shape of one extension entry point, as the
// Temporal workflow pins it in its input: the VM's globals depend only on
// these, so a run replays the same on any worker.
type ExtensionDescriptor struct {
	Path  string `json:"path"`
	Async bool   `json:"async,omitempty"`
	Cheap bool   `json:"cheap,omitempty"`
}

// ExtensionFunc is the raw form of an extension function: the arguments as
// JSON, the result as JSON (nil for undefined).
type ExtensionFunc func(ctx context.Context, args []json.RawMessage) (json.RawMessage, error)

// AsyncFunc is an extension function marked asynchronous (see Async).
type AsyncFunc struct{ fn any }

// Async marks an extension function as asynchronous: the program's call
// returns a promise, and a failure (or a denial by a hook) rejects it.
func Async(fn any) AsyncFunc { return AsyncFunc{fn: fn} }

// extEntry is one callable entry point of an extension.
type extEntry struct {
	ext   string // the extension's name
	path  string // "fs.promises.readFile"
	async bool
	cheap bool
	call  rawFunc
}

// rawFunc is an adapted extension function: it returns the Go value the
// function returned (a json.RawMessage for an ExtensionFunc), so functions
// inside it can become host function references (hostvalue.go).
type rawFunc func(ctx context.Context, args []json.RawMessage) (any, error)

// maxExtensionDepth bounds how deeply objects of functions nest.
const maxExtensionDepth = 32

// flattenExtensions checks the extensions and lists their entry points,
// sorted by path. A global must not shadow a built-in global or another
// extension's.
func flattenExtensions(exts []Extension) ([]extEntry, error) {
	builtins := vm.GlobalNames()
	owner := map[string]string{}
	named := map[string]bool{}
	var out []extEntry
	for _, ext := range exts {
		if ext.Name == "" {
			return nil, fmt.Errorf("codemode: an extension needs a name")
		}
		if named[ext.Name] {
			return nil, fmt.Errorf("codemode: two extensions are named %q", ext.Name)
		}
		named[ext.Name] = true
		names := make([]string, 0, len(ext.Globals))
		for name := range ext.Globals {
			names = append(names, name)
		}
		sort.Strings(names)
		for _, name := range names {
			if _, ok := slices.BinarySearch(builtins, name); ok {
				return nil, fmt.Errorf("codemode: extension %q: global %q shadows a built-in global", ext.Name, name)
			}
			if other, ok := owner[name]; ok {
				return nil, fmt.Errorf("codemode: extension %q: global %q shadows extension %q's", ext.Name, name, other)
			}
			owner[name] = ext.Name
			entries, err := flattenExtensionValue(ext.Name, name, ext.Globals[name])
			if err != nil {
				return nil, err
			}
			for i := range entries {
				entries[i].cheap = ext.Cheap
			}
			out = append(out, entries...)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].path < out[j].path })
	return out, nil
}

func flattenExtensionValue(ext, path string, v any) ([]extEntry, error) {
	last := path[strings.LastIndex(path, ".")+1:]
	if last == "" || strings.Contains(last, ".") {
		return nil, fmt.Errorf("codemode: extension %q: invalid name %q", ext, path)
	}
	switch v := v.(type) {
	case map[string]any:
		if strings.Count(path, ".") >= maxExtensionDepth {
			// An object of functions that contains itself would recurse
			// for ever.
			return nil, fmt.Errorf("codemode: extension %q: %s nests more than %d levels (does it contain itself?)", ext, path, maxExtensionDepth)
		}
		keys := make([]string, 0, len(v))
		for k := range v {
			if k == "" || strings.Contains(k, ".") {
				return nil, fmt.Errorf("codemode: extension %q: invalid name %q under %s", ext, k, path)
			}
			keys = append(keys, k)
		}
		sort.Strings(keys)
		var out []extEntry
		for _, k := range keys {
			entries, err := flattenExtensionValue(ext, path+"."+k, v[k])
			if err != nil {
				return nil, err
			}
			out = append(out, entries...)
		}
		return out, nil
	default:
		call, async, err := adapt(v)
		if err != nil {
			return nil, fmt.Errorf("codemode: extension %q: %s: %w", ext, path, err)
		}
		return []extEntry{{ext: ext, path: path, async: async, call: call}}, nil
	}
}

// adapt adapts an extension function value (a Go function or Async(fn))
// and says whether it is asynchronous.
func adapt(v any) (rawFunc, bool, error) {
	if af, ok := v.(AsyncFunc); ok {
		call, err := funcValue(af.fn)
		return call, true, err
	}
	call, err := funcValue(v)
	return call, returnsChannel(v), err
}

var (
	contextType = reflect.TypeFor[context.Context]()
	errorType   = reflect.TypeFor[error]()
)

// funcValue adapts a Go function like Func, but returns the function's
// result as the Go value it returned (nil for none or undefined).
func funcValue(fn any) (rawFunc, error) {
	switch f := fn.(type) {
	case nil:
		return nil, fmt.Errorf("not a function: nil")
	case ExtensionFunc:
		return rawJSON(f), nil
	case func(context.Context, []json.RawMessage) (json.RawMessage, error):
		return rawJSON(f), nil
	}
	fv := reflect.ValueOf(fn)
	ft := fv.Type()
	if ft.Kind() != reflect.Func {
		return nil, fmt.Errorf("not a function or object of functions: %T", fn)
	}
	if fv.IsNil() {
		return nil, fmt.Errorf("nil function")
	}
	withCtx := ft.NumIn() > 0 && ft.In(0) == contextType
	first := 0
	if withCtx {
		first = 1
	}
	nout := ft.NumOut()
	if nout > 2 || nout == 2 && ft.Out(1) != errorType {
		return nil, fmt.Errorf("%s must return nothing, a value, an error, or a value and an error", ft)
	}
	returnsErr := nout > 0 && ft.Out(nout-1) == errorType
	returnsValue := nout == 2 || nout == 1 && !returnsErr
	future := returnsChannel(fn)
	return func(ctx context.Context, args []json.RawMessage) (any, error) {
		in := make([]reflect.Value, 0, ft.NumIn())
		if withCtx {
			in = append(in, reflect.ValueOf(ctx))
		}
		for i := first; i < ft.NumIn(); i++ {
			t := ft.In(i)
			j := i - first
			if ft.IsVariadic() && i == ft.NumIn()-1 {
				t = t.Elem()
				for ; j < len(args); j++ {
					v, err := decodeArg(args[j], t, j)
					if err != nil {
						return nil, err
					}
					in = append(in, v)
				}
				break
			}
			var raw json.RawMessage
			if j < len(args) {
				raw = args[j]
			}
			v, err := decodeArg(raw, t, j)
			if err != nil {
				return nil, err
			}
			in = append(in, v)
		}
		out := fv.Call(in)
		if returnsErr {
			if err, _ := out[nout-1].Interface().(error); err != nil {
				return nil, err
			}
		}
		if !returnsValue {
			return nil, nil
		}
		result := out[0]
		if future {
			var err error
			if result, err = receive(ctx, result); err != nil || !result.IsValid() {
				return nil, err
			}
		}
		if v := result.Interface(); v != nil {
			return v, nil
		}
		return json.RawMessage("null"), nil // a nil interface value: null, not undefined
	}, nil
}

// rawJSON makes an ExtensionFunc a rawFunc: its result is JSON already
// (nil for undefined).
func rawJSON(f ExtensionFunc) rawFunc {
	return func(ctx context.Context, args []json.RawMessage) (any, error) {
		out, err := f(ctx, args)
		if err != nil || out == nil {
			return nil, err
		}
		return out, nil
	}
}

// returnsChannel reports a Go-style future: a function whose only result
// is a channel. Such a function is asynchronous without Async.
func returnsChannel(fn any) bool {
	ft := reflect.TypeOf(fn)
	return ft != nil && ft.Kind() == reflect.Func && ft.NumOut() == 1 && ft.Out(0).Kind() == reflect.Chan && ft.Out(0).ChanDir()&reflect.RecvDir != 0
}

// receive waits for a future's value: the first value sent (an error value
// is the call's failure), or nothing when the channel is closed empty
// (undefined), or ctx's end.
func receive(ctx context.Context, ch reflect.Value) (reflect.Value, error) {
	if ch.IsNil() {
		return reflect.Value{}, nil
	}
	chosen, v, ok := reflect.Select([]reflect.SelectCase{
		{Dir: reflect.SelectRecv, Chan: ch},
		{Dir: reflect.SelectRecv, Chan: reflect.ValueOf(ctx.Done())},
	})
	if chosen == 1 {
		return reflect.Value{}, ctx.Err()
	}
	if !ok {
		return reflect.Value{}, nil
	}
	if err, isErr := v.Interface().(error); isErr {
		return reflect.Value{}, err
	}
	return v, nil
}

func decodeArg(raw json.RawMessage, t reflect.Type, i int) (reflect.Value, error) {
	p := reflect.New(t)
	if len(raw) > 0 && string(raw) != "null" {
		if err := json.Unmarshal(raw, p.Interface()); err != nil {
			return reflect.Value{}, &durabletools.Error{Kind: durabletools.InvalidToolInput, Message: fmt.Sprintf("argument %d: %v", i+1, err)}
		}
	}
	return p.Elem(), nil
}

// Extensions describes every extension entry point, sorted by path.
// Drivers use it to pin the globals' shape and to register one activity
// per entry point.
func (rt *Runtime) Extensions() []ExtensionDescriptor {
	out := make([]ExtensionDescriptor, len(rt.extensions))
	for i, e := range rt.extensions {
		out[i] = ExtensionDescriptor{Path: e.path, Async: e.async, Cheap: e.cheap}
	}
	return out
}

// vmExtensions describes the entry points to the VM.
func vmExtensions(entries []extEntry) []vm.ExtensionFunc {
	out := make([]vm.ExtensionFunc, len(entries))
	for i, e := range entries {
		out[i] = vm.ExtensionFunc{Path: e.path, Async: e.async}
	}
	return out
}
