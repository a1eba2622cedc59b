package vm

import "strings"

// Modules: programs load globals the way Node code loads modules. There are
// no packages: `require(name)`, `import(name)` and import declarations
// (compiled to the __require intrinsic) take a host extension global by its
// Node module name, with or without "node:". "fs/promises" is the `fs`
// global's `promises` member; "url", "util" and "buffer" are the global of
// that name when the host provides one, else an object of the globals that
// module provides in Node (URL and URLSearchParams; TextEncoder and
// TextDecoder; Buffer, atob and btoa), if any exists. Anything else throws.
//
// This file sorts after lib.go on purpose: its intrinsic registers after the
// self-hosted library's, so their ids do not move.

var biRequire int32

// moduleGlobals lists what a Node built-in module provides as globals.
var moduleGlobals = map[string][]string{
	"url":    {"URL", "URLSearchParams"},
	"util":   {"TextEncoder", "TextDecoder"},
	"buffer": {"Buffer", "atob", "btoa"},
}

func init() {
	biRequire = register("require", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		return m.requireModule(arg(args, 0))
	})
	globalTable.add(val("require", func(m *Machine) Value { return obj(m.newNative(biRequire, nil)) }))
	defIntrinsic("__require", func(m *Machine, args []Value) (Value, error) {
		return m.requireModule(arg(args, 0))
	})
	defIntrinsic("__import", func(m *Machine, args []Value) (Value, error) {
		p := m.newPromise()
		v, err := m.requireModule(arg(args, 0))
		if err != nil {
			m.rejectPromise(p, m.exceptionValue(err))
			return obj(p), nil
		}
		m.resolvePromise(p, obj(m.moduleNamespace(v)))
		return obj(p), nil
	})
}

// requireModule resolves a module name to the global that provides it.
func (m *Machine) requireModule(spec Value) (Value, error) {
	if spec.kind != KString {
		return undefined, m.typeError("The module name must be a string, not %s", typeName(spec))
	}
	raw := spec.ref.(string)
	name := strings.TrimPrefix(raw, "node:")
	if name == "fs/promises" {
		if fs, ok := m.extensionGlobal("fs"); ok {
			return m.getV(fs, "promises")
		}
	} else if v, ok := m.extensionGlobal(name); ok {
		return v, nil
	} else if provides := moduleGlobals[name]; provides != nil {
		mod := m.newObject()
		for _, g := range provides {
			if v, ok := m.lookupGlobal(g); ok {
				mod.setOwn(g, v)
			}
		}
		if len(mod.props()) > 0 {
			return obj(mod), nil
		}
	}
	return undefined, m.errorf(protoError, "Cannot find module '%s': there are no packages, only the host's globals load as modules", raw)
}

// extensionGlobal is the current value of the extension global name.
func (m *Machine) extensionGlobal(name string) (Value, bool) {
	for _, ef := range m.cfg.Extensions {
		if ef.Path == name || strings.HasPrefix(ef.Path, name+".") {
			return m.lookupGlobal(name)
		}
	}
	return undefined, false
}

// moduleNamespace is what import() resolves to: the module as `default`
// and its own enumerable properties as named exports.
func (m *Machine) moduleNamespace(v Value) *Object {
	ns := m.newObject()
	ns.setOwn("default", v)
	if o := v.asObject(); o != nil {
		for _, k := range m.ownKeys(o, true) {
			if k == "default" {
				continue
			}
			pv, err := m.get(o, k, v)
			if err == nil {
				ns.setOwn(k, pv)
			}
		}
	}
	return ns
}
