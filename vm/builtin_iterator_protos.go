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
	native := func(tag string, id protoID, owns func(o *Object, it *iterState) bool) {
		// "ArrayIteratorPrototype.next": a name starting with % would
		// make the function anonymous.
		nextNames[id] = strings.Trim(protoNames[id], "%") + ".next"
		next := fn(nextNames[id], 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			o := this.asObject()
			it, ok := (*iterState)(nil), false
			if o != nil && o.class == ClassIterator {
				it, ok = o.internal.(*iterState)
			}
			if !ok || !owns(o, it) {
				return undefined, m.typeError("Method %s.prototype.next called on incompatible receiver %s", tag, m.receiverValueText(this))
			}
			v, done, err := m.iterNext(it)
			if err != nil {
				return undefined, err
			}
			return m.iterResult(v, done), nil
		})
		protoTables[id] = newTable(next, tagEntry(tag))
	}
	native("Array Iterator", protoArrayIterator, func(o *Object, it *iterState) bool {
		return it.kind == iterArray || it.kind == iterArrayKeys || it.kind == iterArrayEntries
	})
	native("String Iterator", protoStringIterator, func(o *Object, it *iterState) bool { return it.kind == iterString })
	native("Map Iterator", protoMapIterator, func(o *Object, it *iterState) bool {
		return isMapIterKind(it.kind) && !it.setIterator()
	})
	native("Set Iterator", protoSetIterator, func(o *Object, it *iterState) bool {
		return isMapIterKind(it.kind) && it.setIterator()
	})

	protoTables[protoRegExpStringIterator] = newTable(
		fn("RegExpStringIteratorPrototype.next", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			o := this.asObject()
			var it *iterState
			if o != nil && o.class == ClassIterator {
				it, _ = o.internal.(*iterState)
			}
			if it == nil || it.kind != iterRegExp {
				return undefined, m.typeError("Method %%RegExpStringIterator%%.prototype.next called on incompatible receiver %s", m.receiverValueText(this))
			}
			return m.regexpIterNext(it)
		}),
		tagEntry("RegExp String Iterator"),
	)
}

// nextNames name the built-in next methods of the native iterator
// prototypes, by prototype.
var nextNames [numProtos]string

// nextPristine reports whether calling next on an iterator object whose
// prototype is id would run the built-in next of id: the VM may then step
// the iterator itself (for-of, spread) instead of calling the method.
func (m *Machine) nextPristine(id protoID) bool {
	p := m.protos[id]
	return p == nil || m.builtinPropPristine(p, "next", nextNames[id])
}

// iterObjectPristine reports whether calling o's next method would step
// its native state it as the built-in next does.
func (m *Machine) iterObjectPristine(o *Object, it *iterState) bool {
	if o.find("next") >= 0 {
		return false
	}
	id := nativeIteratorProto(it)
	if o.proto != m.protos[id] {
		id = protoIterator // saved by an earlier build, on the shared prototype
		if o.proto != m.protos[id] {
			return false
		}
	}
	return m.nextPristine(id)
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
	case it.kind == iterArray || it.kind == iterArrayKeys || it.kind == iterArrayEntries:
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
