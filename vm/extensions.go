package vm

import (
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
}

// ownObject is parent's own data property key if it holds an object.
func ownObject(parent *Object, key string) *Object {
	if i := parent.find(key); i >= 0 && parent.props[i].flags&flagAccessor == 0 {
		return parent.props[i].val.asObject()
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
	if !ef.async {
		return m.syncHostCall(CallExtension, ef.path, args)
	}
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
