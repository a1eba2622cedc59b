package vm

import (
	"math"
	"strconv"
)

// The Array.prototype methods work natively on element storage (arr) when
// that storage is the whole truth about the receiver's elements; otherwise
// they run the specification's generic steps (lib.js ArrayGeneric_*). These
// are the helpers both sides share.

// maxSafeLength is 2**53-1, the largest length ToLength returns.
const maxSafeLength = 9007199254740991

// fastElements reports whether o's elements are exactly its arr slots:
// an array or arguments object without accessor or attribute-carrying
// elements, whose length is len(arr) and writable, and whose prototypes
// have no elements a hole would show through.
func (m *Machine) fastElements(o *Object) bool {
	if !o.isArrayLike() || o.hasIndex {
		return false
	}
	if o.class == ClassArray {
		if o.lengthReadOnly() {
			return false
		}
	} else if o.find("length") >= 0 {
		return false // an arguments object whose length was assigned
	}
	for p := o.proto; p != nil; p = p.proto {
		if p.isArrayLike() && len(p.arr) > 0 || p.class == ClassString || p.class == ClassTypedArray || p.class == ClassProxy || hasIndexProp(p) {
			return false
		}
	}
	return true
}

// hasIndexProp reports whether o has an array index among its named
// properties (hasIndex stays set after such a key is deleted again).
func hasIndexProp(o *Object) bool {
	if !o.hasIndex {
		return false
	}
	for _, p := range o.props() {
		if _, ok := arrayIndex(p.key); ok && !p.isTombstone() {
			return true
		}
	}
	return false
}

// lengthOf is LengthOfArrayLike: ToLength(Get(v, "length")).
func (m *Machine) lengthOf(v Value) (float64, error) {
	l, err := m.getV(v, "length")
	if err != nil {
		return 0, err
	}
	n, err := m.toNumber(l)
	if err != nil {
		return 0, err
	}
	n = toInteger(n)
	switch {
	case n <= 0:
		return 0, nil
	case n > maxSafeLength:
		return maxSafeLength, nil
	}
	return n, nil
}

// integerKey parses a canonical integer property key ("0", "17", up to
// 2**53-1).
func integerKey(s string) (float64, bool) {
	if len(s) == 0 || len(s) > 16 || len(s) > 1 && s[0] == '0' {
		return 0, false
	}
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil || n < 0 || n > maxSafeLength {
		return 0, false
	}
	return float64(n), true
}

func indexKey(i float64) string { return strconv.FormatInt(int64(i), 10) }

// linearProbe is how many indices nextIndex and prevIndex test one by one
// before they look for the nearest present key among the own keys of the
// receiver and its prototypes.
const linearProbe = 64

// nextIndex is the smallest index in [k, end) for which HasProperty(o, i)
// holds, or -1. HasProperty runs no program code, so skipping the absent
// indices is unobservable; a search through a huge sparse array-like then
// costs its present keys, not its length. A proxy's has trap is program
// code: through a proxy every index is asked.
func (m *Machine) nextIndex(o *Object, k, end float64) (float64, error) {
	skip := !reachesProxy(o)
	for k < end {
		for stop := math.Min(end, k+linearProbe); k < stop || !skip && k < end; k++ {
			if has, err := m.hasProperty(o, indexKey(k)); has || err != nil {
				return k, err
			}
		}
		if k >= end {
			return -1, nil
		}
		c := m.nearestIndexKey(o, k, end, true)
		if c < 0 {
			return -1, nil
		}
		if has, err := m.hasProperty(o, indexKey(c)); has || err != nil {
			return c, err
		}
		k = c + 1
	}
	return -1, nil
}

// prevIndex is the largest index in [lo, k] for which HasProperty(o, i)
// holds, or -1.
func (m *Machine) prevIndex(o *Object, k, lo float64) (float64, error) {
	skip := !reachesProxy(o)
	for k >= lo {
		for stop := math.Max(lo, k-linearProbe); k >= stop || !skip && k >= lo; k-- {
			if has, err := m.hasProperty(o, indexKey(k)); has || err != nil {
				return k, err
			}
		}
		if k < lo {
			return -1, nil
		}
		c := m.nearestIndexKey(o, lo, k+1, false)
		if c < 0 {
			return -1, nil
		}
		if has, err := m.hasProperty(o, indexKey(c)); has || err != nil {
			return c, err
		}
		k = c - 1
	}
	return -1, nil
}

// reachesProxy reports whether o or one of its prototypes is a proxy.
func reachesProxy(o *Object) bool {
	for ; o != nil; o = o.proto {
		if o.class == ClassProxy {
			return true
		}
	}
	return false
}

// nearestIndexKey is the smallest (first) or largest (!first) integer key
// in [lo, hi) that o or one of its prototypes has, or -1.
func (m *Machine) nearestIndexKey(o *Object, lo, hi float64, first bool) float64 {
	best := -1.0
	consider := func(i float64) {
		if i < lo || i >= hi {
			return
		}
		if best < 0 || first && i < best || !first && i > best {
			best = i
		}
	}
	for p := o; p != nil; p = p.proto {
		switch {
		case p.class == ClassTypedArray:
			n, _ := p.internal.(*typedArray).bounds()
			for i := range n {
				consider(float64(i))
			}
		case p.isArrayLike():
			for i, v := range p.arr {
				if v.kind != KEmpty {
					consider(float64(i))
				}
			}
			if p.class == ClassArray && !p.hasIndex && hi <= 1<<32-1 {
				continue // its other keys are no array indices below hi
			}
		}
		for _, key := range m.ownKeysNoMaterialize(p) {
			if i, ok := integerKey(key); ok {
				consider(i)
			}
		}
	}
	return best
}
