package vm

import "strings"

// The prototypes of the built-in iterators, one per kind as in the
// specification: %ArrayIteratorPrototype% (arrays, typed arrays, arguments
// objects), %StringIteratorPrototype%, %MapIteratorPrototype%,
// %SetIteratorPrototype% and %RegExpStringIteratorPrototype% (matchAll),
// each inheriting from Iterator.prototype with its own next method and a
// [Symbol.toStringTag] string. A next method steps only iterators of its
// own kind.
//
// protoIterator, the one prototype the native iterators shared before,
// stays for the iterators without a prototype of their own here
// (URLSearchParams, Intl.Segmenter) and for states saved by earlier builds,
// whose iterators keep it when they resume.

func init() {
	for _, p := range []struct {
		id  protoID
		tag string
	}{
		{protoArrayIterator, "Array Iterator"},
		{protoStringIterator, "String Iterator"},
		{protoMapIterator, "Map Iterator"},
		{protoSetIterator, "Set Iterator"},
	} {
		// "ArrayIteratorPrototype.next": a name starting with % would
		// make the function anonymous.
		nextNames[p.id] = strings.Trim(protoNames[p.id], "%") + ".next"
		next := fn(nextNames[p.id], 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			it := thisIterState(this)
			if it == nil || nativeIteratorProto(it) != p.id {
				return undefined, m.typeError("Method %s.prototype.next called on incompatible receiver %s", p.tag, m.receiverValueText(this))
			}
			v, done, err := m.iterNext(it)
			if err != nil {
				return undefined, err
			}
			return m.iterResult(v, done), nil
		})
		protoTables[p.id] = newTable(next, tagEntry(p.tag))
	}

	protoTables[protoRegExpStringIterator] = newTable(
		fn(regexpIterNextName, 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			it := thisIterState(this)
			if it == nil || it.kind != iterRegExp {
				return undefined, m.typeError("Method %%RegExpStringIterator%%.prototype.next called on incompatible receiver %s", m.receiverValueText(this))
			}
			return m.regexpIterNext(it)
		}),
		tagEntry("RegExp String Iterator"),
	)
}

// thisIterState is the state of a built-in iterator object this, or nil.
func thisIterState(this Value) *iterState {
	if o := this.asObject(); o != nil && o.class == ClassIterator {
		it, _ := o.internal.(*iterState)
		return it
	}
	return nil
}

// nextNames name the built-in next methods of the native iterator
// prototypes, by prototype.
var nextNames [numProtos]string

// nextPristine reports whether calling next on an iterator object whose
// prototype is id would run the built-in next of id: the VM may then step
// the iterator itself (for-of, spread) instead of calling the method.
func (m *Machine) nextPristine(id protoID) bool {
	p := m.classes().protos[id]
	return p == nil || m.builtinPropPristine(p, "next", nextNames[id])
}

// iterObjectPristine reports whether calling o's next method would step
// its native state it as the built-in next does.
func (m *Machine) iterObjectPristine(o *Object, it *iterState) bool {
	if o.find("next") >= 0 {
		return false
	}
	id := nativeIteratorProto(it)
	protos := &m.classes().protos
	if o.proto != protos[id] {
		id = protoIterator // saved by an earlier build, on the shared prototype
		if o.proto != protos[id] {
			return false
		}
	}
	return m.nextPristine(id)
}

func isArrayIterKind(k iterKind) bool {
	return k == iterArray || k == iterArrayKeys || k == iterArrayEntries
}

func isMapIterKind(k iterKind) bool {
	return k == iterMapKeys || k == iterMapValues || k == iterMapEntries
}

// setIterator reports whether a Map-kind iterator steps a Set (obj is the
// collection it came from; the self-hosted code's own iterators have none).
func (it *iterState) setIterator() bool { return it.obj != nil && it.obj.class == ClassSet }

// nativeIteratorProto is the prototype of a new iterator object over it.
func nativeIteratorProto(it *iterState) protoID {
	switch {
	case isArrayIterKind(it.kind):
		return protoArrayIterator
	case it.kind == iterString:
		return protoStringIterator
	case isMapIterKind(it.kind) && it.setIterator():
		return protoSetIterator
	case isMapIterKind(it.kind):
		return protoMapIterator
	}
	return protoIterator
}
