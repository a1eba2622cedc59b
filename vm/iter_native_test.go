package vm

import "testing"

// For-of steps a built-in iterator object itself only while its
// [Symbol.iterator] is the built-in one that returns it: the program may
// replace it on Iterator.prototype, on the iterator's own prototype or on
// the iterator.
func TestSelfIteratorPristine(t *testing.T) {
	m := compileTestMachine(t, `
		globalThis.it = [1].values()
		globalThis.rx = "a1".matchAll(/\d/g)
		return 0`, Config{})
	if st := m.Run(1 << 30); st != StatusDone {
		t.Fatalf("status %v: %v", st, m.Failure())
	}
	get := func(name string) *Object {
		v, _, _ := m.getOwn(m.globalObj, name)
		return v.asObject()
	}
	it, rx := get("it"), get("rx")
	if !m.selfIteratorPristine(it) || !m.selfIteratorPristine(rx) {
		t.Fatal("a fresh iterator's [Symbol.iterator] is not seen as the built-in one")
	}
	ip := m.classes().protos[protoIteratorPrototype]
	own := m.newObject()
	own.proto = it.proto
	own.setOwn(symIterator.key, undefined)
	if m.selfIteratorPristine(&Object{class: ClassIterator, proto: own}) {
		t.Error("an own [Symbol.iterator] on a prototype before Iterator.prototype, still pristine")
	}
	ip.setOwn(symIterator.key, undefined)
	if m.selfIteratorPristine(it) {
		t.Error("Iterator.prototype[Symbol.iterator] replaced, still pristine")
	}
}
