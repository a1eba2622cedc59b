package vm

import "encoding/json"

// Synchronous host calls: the `search(...)` global (and synchronous
// extension globals, extensions.go) block the whole Machine until the
// driver settles them, the way a synchronous JavaScript function would. A
// sync call is a native function that registers the call, records in
// Machine.blocked where its value goes, and returns errBlock; callValue
// then leaves the caller's frame waiting, exec stops at the next frame
// load, and Run reports StatusBlocked without running anything else (no
// frame, no job) until Settle delivers the value (or throws the error) to
// that continuation.
//
// A nested run (a getter, valueOf or toJSON called from Go, see doc.go)
// cannot stop in the middle of the Go call that started it, so a sync call
// there throws a TypeError instead.

// syncWait is the continuation of a synchronous host call in progress.
// It is plain data: the call id and a continuation like a frame's
// (ret, data), so a snapshot can save it.
type syncWait struct {
	id   int64
	ret  retKind
	data *Object
}

type blockSignal struct{}

func (blockSignal) Error() string { return "blocked on a synchronous host call" }

// errBlock is returned by a native function that made a synchronous host
// call (Machine.blocked is set).
var errBlock error = blockSignal{}

// thenableData is the internal data of the then/catch/finally methods of a
// `search(...)` result: the result as JSON, imported afresh for every call
// so the promise they delegate to is resolved with plain data (a value
// carrying the methods again would make `await` call then forever).
type thenableData struct {
	data json.RawMessage
}

var (
	biSearch          int32
	biThenableThen    int32
	biThenableCatch   int32
	biThenableFinally int32
)

func init() {
	biSearch = register("search", 0, nativeSearch)
	biThenableThen = register("%searchResult%.then", 2, nativeThenable)
	biThenableCatch = register("%searchResult%.catch", 1, nativeThenable)
	biThenableFinally = register("%searchResult%.finally", 1, nativeThenable)
	globalTable.add(val("search", func(m *Machine) Value { return obj(m.newNative(biSearch, nil)) }))
}

// nativeSearch is search(...args): a synchronous CallSearch host call whose
// input is the JSON array of the arguments.
func nativeSearch(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	return m.syncHostCall(CallSearch, "search", args)
}

// syncHostCall makes a blocking host call with the arguments as a JSON
// array (JSON.stringify's rules: undefined becomes null).
func (m *Machine) syncHostCall(kind CallKind, path string, args []Value) (Value, error) {
	if m.nestDepth > 0 {
		return undefined, m.typeError("%s(...) cannot be called here: it is synchronous and the host cannot answer it inside code the VM runs synchronously (a getter, setter, implicit valueOf/toString, toJSON, or a generator driven by for-of or spread); call it outside", path)
	}
	input, err := m.exportJSON(m.newArrayValue(append([]Value(nil), args...)))
	if err != nil {
		return undefined, m.typeError("invalid arguments for %s: %s", path, m.errorMessage(m.exceptionValue(err).asObject()))
	}
	m.nextCallID++
	call := HostCall{ID: m.nextCallID, Kind: kind, Path: path, Input: input, Sync: true}
	if m.pending == nil {
		m.pending = map[int64]*pendingCall{}
	}
	m.pending[call.ID] = &pendingCall{call: call}
	m.newCalls = append(m.newCalls, call)
	m.blocked = &syncWait{id: call.ID}
	return undefined, errBlock
}

// settleSync delivers the outcome of the synchronous call the Machine is
// blocked on to the call's continuation.
func (m *Machine) settleSync(pc *pendingCall, value json.RawMessage, herr *HostError) error {
	w := m.blocked
	if w == nil || w.id != pc.call.ID {
		return nil
	}
	m.blocked = nil
	m.status = StatusYield
	if herr == nil {
		v, err := m.importResult(value)
		if err != nil {
			herr = &HostError{Kind: "InvalidToolOutput", Message: "invalid output from " + pc.call.Path + ": " + m.importError(err)}
		} else {
			if pc.call.Kind == CallSearch {
				m.makeThenable(v, value)
			}
			m.deliver(v, w.ret, w.data)
			return nil
		}
	}
	e := m.makeError(protoError, herr.Message)
	e.internal.(*errorData).hostKind = herr.Kind
	if exc := m.routeThrow(obj(e), w.ret, w.data); exc != nil && len(m.frames) > 0 {
		// The caller's frame is on top, waiting after its call
		// instruction: the call throws there.
		m.noteThrow(obj(e), m.frames[len(m.frames)-1])
		m.unwind(obj(e), 0)
	}
	return nil
}

// makeThenable gives an object result non-enumerable then/catch/finally
// methods, so `search(q)` can be used directly, awaited or chained.
func (m *Machine) makeThenable(v Value, data json.RawMessage) {
	o := v.asObject()
	if o == nil {
		return
	}
	td := &thenableData{data: data}
	o.addProp("then", obj(m.newNative(biThenableThen, td)), flagHidden)
	o.addProp("catch", obj(m.newNative(biThenableCatch, td)), flagHidden)
	o.addProp("finally", obj(m.newNative(biThenableFinally, td)), flagHidden)
}

// nativeThenable is a search result's then, catch or finally: the same
// method of a promise fulfilled with a copy of the result.
func nativeThenable(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	td := self.internal.(*thenableData)
	v, err := m.importJSON(td.data)
	if err != nil {
		return undefined, err
	}
	p := m.newPromise()
	m.resolvePromise(p, v)
	name := "then"
	switch self.native {
	case biThenableCatch:
		name = "catch"
	case biThenableFinally:
		name = "finally"
	}
	method, err := m.get(p, name, obj(p))
	if err != nil {
		return undefined, err
	}
	return m.tailCall(method, obj(p), append([]Value(nil), args...), retPush, nil)
}
