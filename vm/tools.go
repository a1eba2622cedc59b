package vm

import (
	"strings"
	"sync"
)

// The `tools` global: namespaces built from Config.Tools whose leaves are
// functions that make host calls. The namespace tree is computed once per
// tool list and shared; a Machine creates the objects of a namespace level
// only when the program first looks into it.

type toolFn struct{ path string } // "tools.orders.lookup"

// toolNS marks a namespace object; node is its (shared) template, and
// built reports that its children exist as properties.
type toolNS struct {
	path  string
	node  *toolNode
	built bool
}

type toolNode struct {
	name     string
	path     string // "tools.orders"
	isTool   bool
	children []*toolNode
}

var toolTrees sync.Map // joined tool list -> *toolNode

func toolTree(tools []string) *toolNode {
	key := strings.Join(tools, "\n")
	if t, ok := toolTrees.Load(key); ok {
		return t.(*toolNode)
	}
	root := &toolNode{path: "tools"}
	for _, p := range tools {
		node := root
		for _, part := range strings.Split(p, ".") {
			var child *toolNode
			for _, c := range node.children {
				if c.name == part {
					child = c
				}
			}
			if child == nil {
				child = &toolNode{name: part, path: node.path + "." + part}
				node.children = append(node.children, child)
			}
			node = child
		}
		node.isTool = true
	}
	toolTrees.Store(key, root)
	return root
}

func (m *Machine) buildTools() *Object {
	return &Object{proto: m.proto(protoObject), internal: &toolNS{path: "tools", node: toolTree(m.cfg.Tools)}}
}

// buildToolLevel creates the properties of a namespace object.
func (m *Machine) buildToolLevel(o *Object, ns *toolNS) {
	ns.built = true
	for _, c := range ns.node.children {
		o.setOwn(c.name, m.toolValue(c))
	}
}

// toolValue is a tool function or a (lazy) namespace object; a path that is
// both a tool and a namespace is a tool function carrying the namespace's
// members.
func (m *Machine) toolValue(c *toolNode) Value {
	if !c.isTool {
		return obj(&Object{proto: m.proto(protoObject), internal: &toolNS{path: c.path, node: c}})
	}
	f := m.newNative(biToolCall, &toolFn{path: c.path})
	for _, cc := range c.children {
		f.setOwn(cc.name, m.toolValue(cc))
	}
	return obj(f)
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
	msg := tf.path + " is not a known tool"
	if m.cfg.UnknownToolMessage != nil {
		msg = m.cfg.UnknownToolMessage(tf.path)
	}
	e := m.makeError(protoTypeError, msg)
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
	return obj(&Object{proto: m.proto(protoObject), internal: &toolNS{path: path, node: &toolNode{path: path}, built: true}})
}
