package vm

import (
	"strings"
)

// The `tools` global: namespaces built from Config.Tools whose leaves are
// functions that make host calls.

type toolFn struct{ path string } // "tools.orders.lookup"

type toolNS struct{ path string } // "tools.orders"

func (m *Machine) buildTools() *Object {
	root := &Object{proto: m.proto(protoObject), internal: &toolNS{path: "tools"}}
	for _, p := range m.cfg.Tools {
		parts := strings.Split(p, ".")
		node := root
		path := "tools"
		for _, part := range parts[:len(parts)-1] {
			path += "." + part
			v, _, ok := m.getOwn(node, part)
			child := v.asObject()
			if !ok || child == nil {
				child = &Object{proto: m.proto(protoObject), internal: &toolNS{path: path}}
				node.setOwn(part, obj(child))
			}
			node = child
		}
		leaf := parts[len(parts)-1]
		node.setOwn(leaf, obj(m.newNative(biToolCall, &toolFn{path: path + "." + leaf})))
	}
	return root
}

func init() {
	globalTable.add(val("tools", func(m *Machine) Value { return obj(m.buildTools()) }))
}

// nativeToolCall makes a host call and returns its pending promise.
func nativeToolCall(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	tf := self.internal.(*toolFn)
	input := []byte("null")
	if len(args) > 0 {
		data, err := m.exportJSON(args[0])
		if err != nil {
			e := m.makeError(protoTypeError, "invalid input for "+tf.path+": "+m.errorMessage(m.exceptionValue(err).asObject()))
			e.internal.(*errorData).hostKind = "InvalidToolInput"
			p := m.newPromise()
			m.rejectPromise(p, obj(e))
			return obj(p), nil
		}
		input = data
	}
	m.nextCallID++
	call := HostCall{ID: m.nextCallID, Kind: CallTool, Path: tf.path, Input: input}
	p := m.newPromise()
	if m.pending == nil {
		m.pending = map[int64]*pendingCall{}
	}
	m.pending[call.ID] = &pendingCall{promise: p, call: call}
	m.newCalls = append(m.newCalls, call)
	return obj(p), nil
}

// unknownTool is what calling a missing path under `tools` finds.
func (m *Machine) unknownTool(path string) *Object {
	return m.newNative(biUnknownTool, &toolFn{path: path})
}

func nativeUnknownTool(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	tf := self.internal.(*toolFn)
	e := m.makeError(protoTypeError, tf.path+" is not a known tool")
	e.internal.(*errorData).hostKind = "UnknownTool"
	return undefined, &Exception{Value: obj(e)}
}

// missingToolPath is what a call finds under a tool namespace where nothing
// is: an unknown-tool function (the callee itself) or a placeholder
// namespace (an object on the way to the callee). Elsewhere it is undefined.
func (m *Machine) missingToolPath(base Value, key string, callee bool) Value {
	o := base.asObject()
	if o == nil {
		return undefined
	}
	ns, ok := o.internal.(*toolNS)
	if !ok {
		return undefined
	}
	path := ns.path + "." + key
	if callee {
		return obj(m.unknownTool(path))
	}
	return obj(&Object{proto: m.proto(protoObject), internal: &toolNS{path: path}})
}
