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
	o := &Object{class: ClassError, proto: m.proto(p), internal: &errorData{}}
	o.setHidden("message", str(msg))
	m.stampError(o)
	return o
}

// stampError records where an error was created (the nearest user frame)
// and gives it a stack property: "Name: message" and the position.
func (m *Machine) stampError(o *Object) {
	ed := o.internal.(*errorData)
	pos, ok := m.userPos()
	if ok {
		ed.pos, ed.posSet = pos, true
	}
	stack := m.errorToString(o)
	if ok {
		stack += fmt.Sprintf("\n    at <program>:%d:%d", pos.Line, pos.Col)
	}
	o.setHidden("stack", str(stack))
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
	switch {
	case name == "":
		return msg
	case msg == "":
		return name
	}
	return name + ": " + msg
}
