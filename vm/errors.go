package vm

import (
	"fmt"

	"github.com/codemode-go/codemode/vm/syntax"
)

// Exception carries a thrown JavaScript value through Go code.
type Exception struct{ Value Value }

func (e *Exception) Error() string { return "uncaught exception" }

// errorData is the internal state of Error objects.
type errorData struct {
	pos      syntax.Pos
	posSet   bool
	hostKind string // set for errors delivered by the host (Failure.Kind)
}

func (m *Machine) exceptionValue(err error) Value {
	if e, ok := err.(*Exception); ok {
		return e.Value
	}
	return obj(m.makeError(protoError, err.Error()))
}

// makeError creates an error object of the given prototype with message.
func (m *Machine) makeError(p protoID, msg string) *Object {
	m.charge(errorObjectSize + len(msg))
	o := &Object{class: ClassError, proto: m.proto(p), internal: &errorData{}}
	o.setHidden("stack", undefined) // first, as in V8 (filled by stampError)
	o.setHidden("message", str(msg))
	m.stampError(o)
	return o
}

// stampError records where an error was created (the nearest user frame)
// and gives it a stack property: "Name: message" and the position. An
// error constructor reserves the stack slot first (V8's own-key order is
// stack, message, cause).
//
// Like V8, the text is made when stack is first read, so that a name or
// message set after construction (a subclass constructor's this.name =
// "ValidationError") shows in it. Until then the property is an accessor
// pair shared by all errors, which every reader sees as the data property
// it becomes on first use (see settleStack).
func (m *Machine) stampError(o *Object) {
	ed := o.internal.(*errorData)
	pos, ok := m.userPos()
	if !ok {
		// Made outside program code (a host error delivered by Settle):
		// no frame line, ever (a later throw records a position for the
		// run's Failure, not for the stack).
		o.setHidden("stack", str(m.errorToString(o)))
		return
	}
	ed.pos, ed.posSet = pos, true
	shared := m.stackAccessor()
	v := Value{kind: KInternal, ref: &accessor{get: shared.get, set: shared.set}}
	if i := o.find("stack"); i >= 0 {
		o.props()[i].val, o.props()[i].flags = v, flagHidden|flagAccessor
		return
	}
	o.addProp("stack", v, flagHidden|flagAccessor)
}

// captureStackTrace is Error.captureStackTrace: o gets a stack property
// for the current position (an error's stays lazy; another object's text
// is made now).
func (m *Machine) captureStackTrace(o *Object) error {
	if ed, ok := o.internal.(*errorData); ok && o.class == ClassError {
		if i := o.find("stack"); i >= 0 && o.props()[i].flags&flagFixed != 0 {
			return m.typeError("Cannot redefine property: stack")
		}
		if o.find("stack") < 0 && o.sealed > 0 {
			return m.typeError("Cannot define property stack, object is not extensible")
		}
		if pos, ok := m.userPos(); ok {
			ed.pos, ed.posSet = pos, true
		}
		shared := m.stackAccessor()
		v := Value{kind: KInternal, ref: &accessor{get: shared.get, set: shared.set}}
		if i := o.find("stack"); i >= 0 {
			o.props()[i].val, o.props()[i].flags = v, flagHidden|flagAccessor
			return nil
		}
		o.addProp("stack", v, flagHidden|flagAccessor)
		return nil
	}
	text := m.errorToString(o)
	if pos, ok := m.userPos(); ok {
		text += fmt.Sprintf("\n    at <program>:%d:%d", pos.Line, pos.Col)
	}
	if !m.hasOwn(o, "stack") && o.sealed > 0 {
		return m.typeError("Cannot define property stack, object is not extensible")
	}
	return m.defineOwnOrThrow(o, "stack", &propDesc{value: str(text), writable: true, configurable: true,
		hasValue: true, hasWritable: true, hasEnumerable: true, hasConfigurable: true})
}

// errorStackKey holds the stack accessor pair on Error.prototype: a key no
// program can name, so the pair is part of heap snapshots.
const errorStackKey = symbolPrefix + "%ErrorStack%"

var biErrorStackGet, biErrorStackSet int32

func init() {
	biErrorStackGet = register("%ErrorStackGet%", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		if h, i := m.lazyStackHolder(this.asObject()); h != nil {
			return m.settleStack(h, i), nil
		}
		return undefined, nil
	})
	biErrorStackSet = register("%ErrorStackSet%", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		o := this.asObject()
		if o == nil {
			return undefined, nil
		}
		if h, i := m.lazyStackHolder(o); h == o {
			if o.sealed >= 3 {
				m.settleStack(o, i) // frozen: the text stays
				return undefined, nil
			}
			o.props()[i].val, o.props()[i].flags = arg(args, 0), o.props()[i].flags&^flagAccessor
			return undefined, nil
		}
		if o.sealed == 0 {
			// An object inheriting from an error gets its own stack.
			o.addProp("stack", arg(args, 0), 0)
		}
		return undefined, nil
	})
}

// stackAccessor is the machine's shared getter and setter of lazy stacks.
func (m *Machine) stackAccessor() *accessor {
	ep := m.proto(protoError)
	if i := ep.find(errorStackKey); i >= 0 {
		if acc, ok := ep.props()[i].val.ref.(*accessor); ok {
			return acc
		}
	}
	acc := &accessor{get: m.newNative(biErrorStackGet, nil), set: m.newNative(biErrorStackSet, nil)}
	ep.addProp(errorStackKey, Value{kind: KInternal, ref: acc}, flagHidden|flagFixed|flagAccessor)
	return acc
}

// lazyStackHolder finds the object whose own stack property o reads (o or
// a prototype) when that property is still the lazy accessor; i is its
// props index.
func (m *Machine) lazyStackHolder(o *Object) (*Object, int) {
	for h := o; h != nil; h = h.proto {
		i := h.find("stack")
		if i < 0 {
			continue
		}
		if p := h.props()[i]; p.flags&flagAccessor != 0 && !p.isTombstone() {
			if acc, ok := p.val.ref.(*accessor); ok && acc.get != nil && acc.get.class == ClassNative && acc.get.native == biErrorStackGet {
				return h, i
			}
		}
		return nil, -1
	}
	return nil, -1
}

// settleStack turns h's lazy stack (props index i) into the data property
// it stands for, made from the error's name and message now.
func (m *Machine) settleStack(h *Object, i int) Value {
	text := m.errorToString(h)
	if ed, ok := h.internal.(*errorData); ok && ed.posSet {
		text += fmt.Sprintf("\n    at <program>:%d:%d", ed.pos.Line, ed.pos.Col)
	}
	// errorToString may run getters: find the property again.
	if i = h.find("stack"); i < 0 || h.props()[i].flags&flagAccessor == 0 {
		return str(text)
	}
	flags := h.props()[i].flags &^ flagAccessor
	if h.sealed >= 3 {
		flags |= flagReadOnly
	}
	h.props()[i].val, h.props()[i].flags = str(text), flags
	return str(text)
}

// settleOwnStack makes o's own lazy stack a plain data property (before
// its descriptor is shown or redefined).
func (m *Machine) settleOwnStack(o *Object) {
	if h, i := m.lazyStackHolder(o); h == o {
		m.settleStack(o, i)
	}
}

// userPos is the source position of the innermost frame running user code.
func (m *Machine) userPos() (syntax.Pos, bool) {
	for i := len(m.frames) - 1; i >= 0; i-- {
		fr := m.frames[i]
		if fr.code.SelfHosted {
			continue
		}
		pc := fr.pc - 1
		if pc < 0 {
			pc = 0
		}
		return fr.code.PosAt(pc), true
	}
	return syntax.Pos{}, false
}

// noteThrow records the position of a throw for the run's Failure.
func (m *Machine) noteThrow(v Value, fr *frame) {
	pos, ok := m.userPos()
	if !ok {
		return
	}
	m.lastThrow = pos
	if o := v.asObject(); o != nil && o.class == ClassError {
		ed := o.internal.(*errorData)
		if !ed.posSet {
			ed.pos, ed.posSet = pos, true
		}
	}
}

func (m *Machine) errorf(p protoID, format string, args ...any) error {
	msg := format
	if len(args) > 0 {
		msg = fmt.Sprintf(format, args...)
	}
	return &Exception{Value: obj(m.makeError(p, msg))}
}

func (m *Machine) typeError(format string, args ...any) error {
	return m.errorf(protoTypeError, format, args...)
}

func (m *Machine) typeErrorValue(format string, args ...any) Value {
	return m.typeError(format, args...).(*Exception).Value
}

func (m *Machine) rangeError(format string, args ...any) error {
	return m.errorf(protoRangeError, format, args...)
}

func (m *Machine) referenceError(format string, args ...any) error {
	return m.errorf(protoReferenceError, format, args...)
}

func (m *Machine) syntaxError(format string, args ...any) error {
	return m.errorf(protoSyntaxError, format, args...)
}

// importError is the text of an error importing host data (importJSON's
// errors are thrown values, whose Go text says only "uncaught exception").
func (m *Machine) importError(err error) string {
	if e, ok := err.(*Exception); ok {
		if o := e.Value.asObject(); o != nil && o.class == ClassError {
			return m.errorMessage(o)
		}
	}
	return err.Error()
}

// errorMessage is an error's message property as a string.
func (m *Machine) errorMessage(o *Object) string {
	v, _, ok := m.getOwn(o, "message")
	if !ok || v.kind != KString {
		if ok {
			s, _ := m.toString(v)
			return s
		}
		return ""
	}
	return v.ref.(string)
}

// errorToString is Error.prototype.toString without running user code.
func (m *Machine) errorToString(o *Object) string {
	name := "Error"
	if v, err := m.get(o, "name", obj(o)); err == nil && v.kind != KUndefined {
		name, _ = m.toString(v)
	}
	msg := ""
	if v, err := m.get(o, "message", obj(o)); err == nil && v.kind != KUndefined {
		msg, _ = m.toString(v)
	}
	return errorText(name, msg)
}

// errorText joins an error's name and message as Error.prototype.toString
// does.
func errorText(name, msg string) string {
	switch {
	case name == "":
		return msg
	case msg == "":
		return name
	}
	return name + ": " + msg
}
