package vm

import (
	"encoding/json"
	"sort"
	"strings"
)

// Extension globals: host functions a program calls directly (`fetch(url)`,
// `fs.promises.readFile(p)`). The driver describes them as plain data in
// Config.Extensions; the Machine creates them as globals when it creates
// the global object. A call is a CallExtension host call whose Path is the
// function's dotted path and whose Input is the JSON array of its
// arguments: a synchronous one blocks the Machine like search (search.go),
// an asynchronous one returns a promise like a tool call.

// ExtensionFunc is one callable entry point of an extension global.
type ExtensionFunc struct {
	// Path is the dotted path from the global: "fetch", "fs.readFile",
	// "fs.promises.readFile". Its first segment names the global.
	Path string
	// Async functions return a promise; the others block the program until
	// the host answers, and throw its error synchronously.
	Async bool
}

// extFn is the internal data of an extension function object.
type extFn struct {
	path  string
	async bool
	ref   int64 // a host function reference's handle (HostRef); 0 for a global
}

var biExtensionCall int32

func init() {
	biExtensionCall = register("%extension%", 0, nativeExtensionCall)
}

// GlobalNames lists the names of the VM's built-in globals (the names an
// extension global must not take), sorted.
func GlobalNames() []string {
	names := make([]string, 0, len(globalTable.entries))
	for _, e := range globalTable.entries {
		names = append(names, e.name)
	}
	sort.Strings(names)
	return names
}

// addExtensionGlobals defines Config.Extensions on the global object:
// writable, configurable and not enumerable, like the built-in globals. A
// path under a function makes the function carry the member; a path that
// is already defined keeps its first definition.
func (m *Machine) addExtensionGlobals(g *Object) {
	for _, ef := range m.cfg.Extensions {
		parts := strings.Split(ef.Path, ".")
		parent := g
		for _, part := range parts[:len(parts)-1] {
			o := ownObject(parent, part)
			if o == nil {
				o = m.newObject()
				defineExtensionProp(parent, g, part, o)
			}
			parent = o
		}
		name := parts[len(parts)-1]
		if parent.find(name) >= 0 {
			continue
		}
		f := m.newNative(biExtensionCall, &extFn{path: ef.Path, async: ef.Async})
		f.addProp("name", str(name), flagHidden|flagReadOnly)
		defineExtensionProp(parent, g, name, f)
	}
	m.addBindings(g)
}

// ownObject is parent's own data property key if it holds an object.
func ownObject(parent *Object, key string) *Object {
	if i := parent.find(key); i >= 0 && parent.props()[i].flags&flagAccessor == 0 {
		return parent.props()[i].val.asObject()
	}
	return nil
}

func defineExtensionProp(parent, g *Object, key string, v *Object) {
	if parent == g {
		parent.addProp(key, obj(v), flagHidden)
		return
	}
	parent.setOwn(key, obj(v))
}

// nativeExtensionCall calls an extension function: a host call with the
// arguments as a JSON array (JSON.stringify's rules, undefined -> null).
func nativeExtensionCall(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	ef := self.internal.(*extFn)
	if ef.ref != 0 {
		return m.hostRefCall(ef, args)
	}
	if !ef.async {
		return m.syncHostCall(CallExtension, ef.path, args)
	}
	return m.asyncExtensionCall(ef, args)
}

// asyncExtensionCall makes an asynchronous extension host call and returns
// its pending promise.
func (m *Machine) asyncExtensionCall(ef *extFn, args []Value) (Value, error) {
	p := m.newPromise()
	input, err := m.exportJSON(m.newArrayValue(append([]Value(nil), args...)))
	if err != nil {
		e := m.makeError(protoTypeError, "invalid arguments for "+ef.path+": "+m.errorMessage(m.exceptionValue(err).asObject()))
		m.rejectPromise(p, obj(e))
		return obj(p), nil
	}
	m.nextCallID++
	call := HostCall{ID: m.nextCallID, Kind: CallExtension, Path: ef.path, Input: input}
	if m.pending == nil {
		m.pending = map[int64]*pendingCall{}
	}
	m.pending[call.ID] = &pendingCall{promise: p, call: call}
	m.newCalls = append(m.newCalls, call)
	return obj(p), nil
}

// Host values inside the program: bindings (Config.Bindings) and host
// function references inside extension results (SettleRefs).

// Binding is a host value the program sees as a global variable: Value is
// its JSON copy. Bindings are defined on the global object with the
// extension globals (writable, configurable, not enumerable), so a
// program's own declaration of the same name shadows one, and they are
// saved with the global object like any data of the program.
type Binding struct {
	Name  string
	Value json.RawMessage
}

// addBindings defines Config.Bindings on the global object. A binding
// whose JSON does not import (the host checks it first) is undefined; one
// named like a built-in or an earlier global (the host refuses those too,
// but a restored state is not trusted) is left out.
func (m *Machine) addBindings(g *Object) {
	for _, b := range m.cfg.Bindings {
		if _, builtin := globalTable.index[b.Name]; builtin || g.find(b.Name) >= 0 {
			continue
		}
		v, err := m.importJSON(b.Value)
		if err != nil {
			v = undefined
		}
		g.addProp(b.Name, v, flagHidden)
	}
}

// HostRef places a host function inside a value the host settles with
// SettleRefs: the value's JSON has null (or nothing) there, and the
// Machine puts a function object that calls the host back. A call of it is
// a CallExtension host call with Ref set and Path the function's Name;
// arguments and results are copied like an extension global's.
type HostRef struct {
	// Path is the property keys from the settled value down to the
	// function (array indexes in decimal); empty for the value itself.
	Path []string
	// Ref is the host's handle for the function, > 0.
	Ref int64
	// Name names the function in errors, hooks and SuspendErrors
	// ("fetch().text").
	Name string
	// Async functions return a promise; the others block the program like
	// a synchronous extension global.
	Async bool
}

// SettleRefs is Settle for a value holding host functions (refs): the
// value is imported from JSON and each ref's function object is put at its
// path before the program sees the value. A ref whose path does not lead
// into an object of the value is ignored.
func (m *Machine) SettleRefs(id int64, value json.RawMessage, refs []HostRef, herr *HostError) error {
	m.settleRefs = refs
	defer func() { m.settleRefs = nil }()
	return m.Settle(id, value, herr)
}

// importResult imports a settled value and places the host functions of
// SettleRefs in it.
func (m *Machine) importResult(data json.RawMessage) (Value, error) {
	v, err := m.importJSON(data)
	if err != nil || len(m.settleRefs) == 0 {
		return v, err
	}
	for _, r := range m.settleRefs {
		if r.Ref <= 0 {
			continue
		}
		f := obj(m.hostFunction(r))
		if len(r.Path) == 0 {
			v = f
			continue
		}
		parent := v
		for _, key := range r.Path[:len(r.Path)-1] {
			o := parent.asObject()
			if o == nil {
				break
			}
			parent, _, _ = m.getOwn(o, key)
		}
		if o := parent.asObject(); o != nil {
			o.setOwn(r.Path[len(r.Path)-1], f)
		}
	}
	return v, nil
}

// hostFunction makes the function object of a host reference.
func (m *Machine) hostFunction(r HostRef) *Object {
	f := m.newNative(biExtensionCall, &extFn{path: r.Name, async: r.Async, ref: r.Ref})
	name := r.Name
	if i := strings.LastIndexAny(name, ".)"); i >= 0 {
		name = name[i+1:]
	}
	f.addProp("name", str(name), flagHidden|flagReadOnly)
	return f
}

// hostRefCall calls a host function reference: like an extension global,
// with the call's Ref set; a reference the host can no longer call (a
// resumed run without the extension's snapshot hooks) throws a TypeError.
func (m *Machine) hostRefCall(ef *extFn, args []Value) (Value, error) {
	if live := m.cfg.HostRefLive; live != nil && !live(ef.ref) {
		return undefined, m.typeError("%s is not a function anymore: the run was resumed and its extension has no snapshot hooks to restore it", ef.path)
	}
	before := m.nextCallID
	var v Value
	var err error
	if ef.async {
		v, err = m.asyncExtensionCall(ef, args)
	} else {
		v, err = m.syncHostCall(CallExtension, ef.path, args)
	}
	if m.nextCallID != before {
		// The call was made: it is the last one queued.
		m.newCalls[len(m.newCalls)-1].Ref = ef.ref
		m.pending[m.nextCallID].call.Ref = ef.ref
	}
	return v, err
}
