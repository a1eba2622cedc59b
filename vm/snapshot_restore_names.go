package vm

import (
	"bytes"
	"encoding/hex"
	"fmt"
	"strconv"
	"strings"

	"github.com/codemode-go/codemode/vm/compile"
	"github.com/codemode-go/codemode/vm/state"
)

// How a restore finds, in this build, the built-ins and library code a
// state names (see the compatibility rule in doc.go). A version-4 state
// names them; a version-3 state's indexes are translated to names through
// the record of the last version-3 build (snapshot_state3.go).

// failBuild records a refusal that another build would not make.
func (r *restorer) failBuild(format string, args ...any) {
	if r.err == nil {
		r.err = &StateError{Msg: fmt.Sprintf(format, args...), Err: ErrOtherBuild}
	}
}

// code returns the code a closure (FuncState) or frame refers to: a
// program function by preorder index, a library function by name (a
// version-3 state's by its index in the last version-3 build). A library
// function is found by name whatever its code: a closure of it runs this
// build's version, as any call of the built-in would.
func (r *restorer) code(id int32, lib bool, libName string) *compile.Func {
	if !lib {
		if id < 0 || int(id) >= len(r.prog) {
			r.fail("code reference %d out of range", id)
			return nil
		}
		return r.prog[id]
	}
	if r.version == 3 {
		if id < 0 || int(id) >= len(state3Lib) {
			r.fail("library code reference %d out of range", id)
			return nil
		}
		libName = state3Lib[id].name
	}
	f := libNames().byName[libName]
	if f == nil && strings.HasPrefix(libName, "Uint8Array_") {
		// A closure of a method of the Uint8Array before %TypedArray%
		// (Uint8Array_map): the %TypedArray% method took its place.
		f = libNames().byName["TypedArray_"+strings.TrimPrefix(libName, "Uint8Array_")]
	}
	if f == nil {
		r.failBuild("the state refers to the self-hosted library function %s, which this build does not have", libName)
	}
	return f
}

// checkCode refuses live execution state (a frame, the cells of a
// closure) of a function whose bytecode is not the one saved (hash):
// a frame's pc, slots and handlers, a closure's cells, are that code's.
// A library function's is checked always (a release changes the
// library), a program function's when the program's bytecode changed.
func (r *restorer) checkCode(id int32, lib bool, hash []byte, code *compile.Func, what string) {
	if lib && r.version == 3 && id >= 0 && int(id) < len(state3Lib) {
		hash, _ = hex.DecodeString(state3Lib[id].hash)
	}
	if bytes.Equal(hash, code.CodeHash()) {
		return
	}
	if lib {
		r.failBuild("the run is %s the self-hosted library function %s, whose bytecode differs in this build", what, libNames().names[code])
		return
	}
	r.failBuild("the run is %s %s, which has other bytecode here (this build compiles it differently, or the program changed)", what, r.funcName(code))
}

// checkClosure checks the code of a closure with captured cells: the
// state has its code hash on the first closure of each function (a
// version-3 state, for library functions only, in the record).
func (r *restorer) checkClosure(fs *state.FuncState, code *compile.Func) {
	if r.codeChecked[code] {
		return
	}
	if fs.Hash == nil && !(fs.Lib && r.version == 3) {
		r.failBuild("the state holds cells of %s without its code hash", r.funcName(code))
		return
	}
	if r.checkCode(fs.Code, fs.Lib, fs.Hash, code, "holding variables of"); r.err != nil {
		return
	}
	if r.codeChecked == nil {
		r.codeChecked = map[*compile.Func]bool{}
	}
	r.codeChecked[code] = true
}

// funcName names a function of the program (or the library) for an
// error.
func (r *restorer) funcName(f *compile.Func) string {
	switch {
	case f.SelfHosted:
		return "the self-hosted library function " + libNames().names[f]
	case len(r.prog) > 0 && f == r.prog[0]:
		return "the program's top level"
	case f.Name == "":
		return fmt.Sprintf("the program's anonymous function at line %d", f.Pos.Line)
	}
	return fmt.Sprintf("the program's function %s (line %d)", f.Name, f.Pos.Line)
}

// lazyTable returns the property table a built-in object's state names.
func (r *restorer) lazyTable(name string) (*lazyTable, bool) {
	if r.version == 3 {
		name = state3TableName(name)
	}
	t, ok := tables().tableByName[name]
	return t, ok
}

// lazyDone marks the entries of li's table the state says were created
// (by name; a version-3 state's by index in its table x.Lazy). An entry
// this build does not have is skipped: it was created, so the object
// holds it (or the program deleted it), and there is nothing to create.
func (r *restorer) lazyDone(li *lazyInst, x *state.ObjectExtra) {
	li.done = make([]bool, len(li.t.entries))
	mark := func(name string) {
		if i, found := li.t.index[name]; found {
			li.done[i] = true
		}
	}
	if r.version > 3 {
		if x.LazyDone != nil {
			r.fail("built-in table entries by index in a version-%d state", r.version)
			return
		}
		for _, name := range x.Done {
			mark(name)
		}
		return
	}
	entries := state3Tables[x.Lazy]
	for _, e := range x.LazyDone {
		if e < 0 || int(e) >= len(entries) {
			r.fail("built-in table entry out of range")
			return
		}
		mark(entries[e])
	}
}

// classes restores the built-in prototypes and constructors: a
// version-4 state's Classes by name, a version-3 state's Protos and Ctors
// by the last version-3 build's prototype indexes.
func (r *restorer) classes(st *state.State) {
	m := r.m
	set := func(name string, proto, ctor int32) {
		id, ok := tables().protoByName[name]
		if !ok {
			r.failBuild("the state holds the built-in class %s, which this build does not have", name)
			return
		}
		c := m.classes()
		if c.protos[id] != nil || c.ctors[id] != nil {
			r.fail("a built-in class twice in the state")
			return
		}
		c.protos[id], c.ctors[id] = r.objRef(proto), r.objRef(ctor)
	}
	if r.version > 3 {
		if st.Protos != nil || st.Ctors != nil {
			r.fail("built-in prototypes by index in a version-%d state", r.version)
			return
		}
		for _, c := range st.Classes {
			if set(c.Name, c.Proto, c.Ctor); r.err != nil {
				return
			}
		}
		return
	}
	n := len(state3Protos)
	if st.Classes != nil || len(st.Protos) != 0 && len(st.Protos) != n || len(st.Ctors) != 0 && len(st.Ctors) != n {
		r.fail("bad built-in prototype table")
		return
	}
	for i := range n {
		var proto, ctor int32
		if len(st.Protos) > 0 {
			proto = st.Protos[i]
		}
		if len(st.Ctors) > 0 {
			ctor = st.Ctors[i]
		}
		if proto != 0 || ctor != 0 {
			if set(state3Protos[i], proto, ctor); r.err != nil {
				return
			}
		}
	}
}

// state3TableName is the name of a version-3 property table ("proto2",
// "ctor2", "global") in this build ("Array.prototype", "Array",
// "globalThis").
func state3TableName(name string) string {
	index := func(prefix string) (int, bool) {
		rest, ok := strings.CutPrefix(name, prefix)
		if !ok {
			return 0, false
		}
		i, err := strconv.Atoi(rest)
		return i, err == nil && i >= 0 && i < len(state3Protos)
	}
	if i, ok := index("proto"); ok {
		return state3Protos[i] + ".prototype"
	}
	if i, ok := index("ctor"); ok {
		return state3Protos[i]
	}
	if name == "global" {
		return "globalThis"
	}
	return name
}

// State3BuildID is the build id of the last build that saved state
// version 3: the only one whose version-3 states this build restores.
func State3BuildID() []byte {
	id, _ := hex.DecodeString(state3BuildID)
	return id
}

// typedArrayClasses upgrades the Uint8Array of a state saved before
// %TypedArray% existed: there Uint8Array.prototype inherited from
// Object.prototype and Uint8Array from Function.prototype; now both
// inherit from %TypedArray%, which holds the methods. (A state saved since
// has %TypedArray% among its classes whenever it has Uint8Array.)
func (r *restorer) typedArrayClasses() {
	m := r.m
	ct := m.classes()
	if ct.protos[protoTypedArray] != nil || ct.ctors[protoTypedArray] != nil {
		return
	}
	r.drain() // build the prototypes and constructors: their own prototypes are read
	if p := ct.protos[protoUint8Array]; p != nil && p.proto == ct.protos[protoObject] {
		p.proto = m.proto(protoTypedArray)
	}
	if c := ct.ctors[protoUint8Array]; c != nil && c.proto == ct.protos[protoFunction] {
		c.proto = m.ctor(protoTypedArray)
	}
}

// oldNativeName is the built-in that replaced a Uint8Array method of the
// build before %TypedArray% ("Uint8Array.prototype.slice" is now
// "TypedArray.prototype.slice"), "" for any other name.
func oldNativeName(name string) string {
	rest, ok := strings.CutPrefix(name, "Uint8Array.prototype.")
	if !ok {
		return ""
	}
	if rest == "length" || rest == "byteLength" {
		return "TypedArray.prototype.get " + rest
	}
	return "TypedArray.prototype." + rest
}
