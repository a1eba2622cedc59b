package vm

import (
	"math"
	"math/big"
	"strings"

	"github.com/codemode-go/codemode/vm/state"
	"github.com/codemode-go/codemode/vm/syntax"
)

// The direct restore of heap objects: properties and elements, most of a
// state, go from the bytes straight into the Objects.

// readObject reads one ObjectState map into o. Properties and elements,
// most of a state, go straight from the bytes into o; the other fields
// are decoded with the generated decoders. The keys must ascend, as the
// encoder writes them.
//
// The scan (r.scanning) records in e where the property list ends; the
// build, reading the same entry again, jumps over the list from there.
func (r *restorer) readObject(o *Object, os *state.ObjectState, e *objEntry) error {
	d := &r.d
	n, err := d.MapHead()
	if err != nil {
		return err
	}
	if err := d.Enter(); err != nil {
		return err
	}
	last := int64(0)
	r.fields = 0
	for i := 0; i < n && r.err == nil; i++ {
		var k int64
		if c, ok := d.SmallUint(); ok {
			k = int64(c)
		} else if k, err = d.Int64(); err != nil {
			return err
		}
		if k <= last {
			return d.Errorf("object fields out of order")
		}
		last = k
		r.fields |= 1 << (k & 15)
		switch k {
		case 1:
			os.Class, err = d.Uint8()
		case 2:
			os.Sealed, err = d.Uint8()
		case 3:
			os.Internal, err = d.Uint8()
		case 4:
			os.Proto, err = d.Int32()
		case 5:
			if r.scanning {
				err = r.scanProps(o)
				e.propsEnd = int32(d.Pos)
			} else {
				// Checked by the scan: the list stays cold.
				pos := d.Pos
				if d.Pos = int(e.propsEnd); d.Pos > pos+1 {
					r.makeCold(o, pos)
				}
			}
		case 6:
			err = r.readElements(o, !r.scanning)
		case 7:
			os.Fn = &r.fnState
			*os.Fn = state.FuncState{}
			err = d.DecodeFuncState(os.Fn)
		case 8:
			os.X = &r.extraState
			*os.X = state.ObjectExtra{}
			err = d.DecodeObjectExtra(os.X)
		default:
			return d.UnknownKey(k)
		}
		if err != nil {
			return err
		}
	}
	d.Leave()
	r.object(o, os)
	return nil
}

// cutSlab returns n elements cut from *slab (a new chunk when it is
// full). Each list gets a capacity of exactly n, so a later append by the
// program copies it instead of writing over its neighbour. Objects are
// built a few at a time (thaw.go): a chunk is small.
func cutSlab[T any](slab *[]T, n int) []T {
	const chunk = 128
	if len(*slab)+n > cap(*slab) {
		if n > chunk/4 {
			return make([]T, n)
		}
		*slab = make([]T, 0, chunk)
	}
	i := len(*slab)
	*slab = (*slab)[:i+n]
	return (*slab)[i : i+n : i+n]
}

// readProps builds the flat property list (see PropList) at the decoder's
// position, which the scan checked (scanProps): a thaw (thaw.go) makes o's
// properties, or with r.peeking a list in r.peeked that the next peek
// reuses (o stays cold).
func (r *restorer) readProps(o *Object) error {
	d := &r.d
	items, err := d.Array()
	if err != nil || items == 0 {
		return err
	}
	if err := d.Enter(); err != nil {
		return err
	}
	strs := r.head.Strings
	// Plain properties take two items: at most items/2 plus one full one.
	limit := items/2 + items%2
	var props []prop
	if r.peeking {
		if cap(r.peekBuf) < limit {
			r.peekBuf = make([]prop, limit)
		}
		props = r.peekBuf[:limit]
	} else {
		props = cutSlab(&r.propSlab, limit)
	}
	count := 0
	for used := 0; used < items; count++ {
		full, k, err := r.propKey(&used, items)
		if err != nil {
			return err
		}
		v, err := r.readValue()
		if err != nil {
			return err
		}
		var flags propFlag
		if full || v.kind == KCell || v.kind == KInternal { // (most items: neither)
			if v, flags, err = r.propEnd(full, v, true); err != nil || r.err != nil {
				return err
			}
		}
		if count == len(props) {
			props = append(props, prop{}) // only full [k, v, f, g, s] items: rare
		}
		props[count] = prop{key: strs[k], val: v, flags: flags}
	}
	d.Leave()
	if r.peeking {
		r.peekBuf = props[:cap(props)]
		r.peeked = props[:count]
		return nil
	}
	if count < limit && len(r.propSlab) >= limit && &r.propSlab[len(r.propSlab)-limit] == &props[0] {
		// Give the unused tail back to the slab.
		r.propSlab = r.propSlab[:len(r.propSlab)-(limit-count)]
	}
	o.plist = props[:count:count]
	if count > indexThreshold {
		o.index = make(map[string]int32, count*2)
		for i := range o.plist {
			o.index[o.plist[i].key] = int32(i)
		}
	}
	return nil
}

// scanProps checks the property list at the decoder's position, all that
// readProps relies on, and sets o.hasIndex, without building it: what
// addProp maintains and the scan can see is no key twice (the table has
// no two equal entries, so equal keys are equal indexes, marked with the
// list's number in keyMarks) and the index-key flag.
func (r *restorer) scanProps(o *Object) error {
	d := &r.d
	items, err := d.Array()
	if err != nil || items == 0 {
		return err
	}
	if err := d.Enter(); err != nil {
		return err
	}
	r.keyList++
	marks, mark := r.keyMarks, r.keyList<<1
	for used := 0; used < items; {
		var full bool
		var k int
		if p := d.Pos; p < len(d.Data) && d.Data[p] < 24 && int(d.Data[p]) < len(marks) && used+2 <= items {
			// Most items: a plain pair whose key is a small index.
			k, d.Pos, used = int(d.Data[p]), p+1, used+2
		} else if full, k, err = r.propKey(&used, items); err != nil {
			return err
		}
		var v Value
		if !d.SkipSmall() { // most values the scan meets are small
			if v, err = r.checkValue(); err != nil {
				return err
			}
		}
		if full || v.kind == KCell || v.kind == KInternal { // (most items: neither)
			if _, _, err := r.propEnd(full, v, false); err != nil || r.err != nil {
				return err
			}
		}
		m := marks[k]
		if m&^1 == mark {
			r.fail("duplicate property %q", r.head.Strings[k])
			return nil
		}
		marks[k] = mark | m&1
		if m&1 != 0 {
			o.hasIndex = true
		}
	}
	d.Leave()
	return nil
}

// propKey reads the head of a property list's next item: whether it is a
// full [k, v, f, g, s] item (else a plain k, v pair), and the key's index
// in the string table; used counts the list's items read.
func (r *restorer) propKey(used *int, items int) (full bool, k int, err error) {
	d := &r.d
	full = d.Pos < len(d.Data) && d.Data[d.Pos] == 0x85
	if full {
		d.Pos++
		*used++
	} else if *used += 2; *used > items {
		return false, 0, d.Errorf("property list of %d items", items)
	}
	n := len(r.head.Strings)
	if d.Pos < len(d.Data) && d.Data[d.Pos] < 24 && int(d.Data[d.Pos]) < n {
		k = int(d.Data[d.Pos]) // a small key index: most keys (fast path)
		d.Pos++
		return full, k, nil
	}
	k64, err := d.IntRange(0, int64(n)-1)
	return full, int(k64), err
}

// propEnd finishes a property item whose value v has been read: a full
// item's flags and, for an accessor, its functions, made into the value
// (build) or noted for the checks after the scan. A failure is r.err.
func (r *restorer) propEnd(full bool, v Value, build bool) (Value, propFlag, error) {
	var flags propFlag
	if full {
		var get, set int32
		var err error
		if flags, get, set, err = r.propTail(); err != nil || r.err != nil {
			return v, 0, err
		}
		if flags&flagAccessor != 0 {
			if !build {
				r.callable(get) // the kinds are checked once all objects are read
				r.callable(set)
				return undefined, flags, nil
			}
			return Value{kind: KInternal, ref: &accessor{get: r.objRef(get), set: r.objRef(set)}}, flags, nil
		}
	}
	if v.kind == KCell || v.kind == KInternal {
		r.fail("bad property value")
	}
	return v, flags, nil
}

// propTail reads the rest of a full property item after its value: its
// flags and its accessor's getter and setter ids (0 for none), which only
// an accessor may have.
func (r *restorer) propTail() (flags propFlag, get, set int32, err error) {
	d := &r.d
	f, err := d.Uint8()
	if err != nil {
		return 0, 0, 0, err
	}
	if get, err = d.Int32(); err != nil {
		return 0, 0, 0, err
	}
	if set, err = d.Int32(); err != nil {
		return 0, 0, 0, err
	}
	flags = propFlag(f)
	if flags > flagHidden|flagReadOnly|flagAccessor|flagFixed {
		r.fail("bad property flags")
	} else if flags&flagAccessor == 0 && (get != 0 || set != 0) {
		r.fail("accessor functions on a data property")
	}
	return flags, get, set, nil
}

// readElements reads an array's elements into o.arr (build) or only
// checks them (the scan).
func (r *restorer) readElements(o *Object, build bool) error {
	d := &r.d
	n, err := d.Array()
	if err != nil || n == 0 {
		return err
	}
	if err := d.Enter(); err != nil {
		return err
	}
	if !build {
		for range n {
			if d.SkipSmall() {
				continue
			}
			v, err := r.checkValue()
			if err != nil {
				return err
			}
			if v.kind == KCell || v.kind == KInternal {
				r.fail("bad element value")
				return nil
			}
		}
		d.Leave()
		return nil
	}
	var arr []Value
	if r.peeking {
		if cap(r.peekVals) < n {
			r.peekVals = make([]Value, n)
		}
		arr = r.peekVals[:n]
	} else {
		arr = cutSlab(&r.valSlab, n)
	}
	for i := range arr {
		if arr[i], err = r.readValue(); err != nil {
			return err
		}
		if arr[i].kind == KCell || arr[i].kind == KInternal {
			r.fail("bad element value")
			return nil
		}
	}
	d.Leave()
	o.arr = arr
	return nil
}

// readValue reads one value (the form state.Decoder.Value reads) as a Value;
// the common kinds without a ValueState.
func (r *restorer) readValue() (Value, error) {
	d := &r.d
	if d.Pos >= len(d.Data) {
		return undefined, state.ErrTruncated
	}
	switch c := d.Data[d.Pos]; {
	case c < 24: // a small unsigned integer (fast path)
		d.Pos++
		return num(float64(c)), nil
	case c >= 0x20 && c < 0x38: // a small object reference (fast path)
		d.Pos++
		return r.objectValue(uint64(c - 0x20)), nil
	case c >= 0x60 && c < 0x78: // a short text (fast path)
		n := int(c - 0x60)
		if n > len(d.Data)-d.Pos-1 {
			return undefined, state.ErrTruncated
		}
		s := d.Str[d.Pos+1 : d.Pos+1+n] // a substring of the state (restoreCBOR)
		d.Pos += 1 + n
		return r.stringValue(s), nil
	case c == 0xf7:
		d.Pos++
		return undefined, nil
	case c == 0xf6:
		d.Pos++
		return null, nil
	case c == 0xf4:
		d.Pos++
		return vFalse, nil
	case c == 0xf5:
		d.Pos++
		return vTrue, nil
	case c == 0xf9 || c == 0xfa || c == 0xfb:
		f, err := d.Float64()
		return num(f), err
	case c>>5 == 0:
		_, _, n, err := d.Head()
		return num(float64(n)), err
	case c>>5 == 1:
		_, _, id, err := d.Head()
		if err != nil {
			return undefined, err
		}
		return r.objectValue(id), nil
	case c>>5 == 3:
		s, err := d.Text()
		return r.stringValue(s), err
	}
	var vs state.ValueState
	if err := d.Value(&vs); err != nil {
		return undefined, err
	}
	return r.val(vs), nil
}

// checkValue checks one value the way readValue reads it, without
// building strings (the restore's check of a cold property list). The
// Value it returns has the right kind only where readProps looks at it.
func (r *restorer) checkValue() (Value, error) {
	d := &r.d
	if d.Pos >= len(d.Data) {
		return undefined, state.ErrTruncated
	}
	switch c := d.Data[d.Pos]; {
	case c < 24:
		d.Pos++
		return undefined, nil
	case c >= 0x20 && c < 0x38:
		d.Pos++
		r.checkObjectRef(uint64(c - 0x20))
		return undefined, nil
	case c >= 0x60 && c < 0x78:
		n := int(c - 0x60)
		if n > len(d.Data)-d.Pos-1 {
			return undefined, state.ErrTruncated
		}
		d.Pos += 1 + n
		return undefined, nil
	case c>>5 == 3:
		n, err := d.Length(3, 1, math.MaxInt32)
		d.Pos += n
		return undefined, err
	case c>>5 <= 1 && c&31 >= 24 && c&31 <= 27: // an integer or object reference, 1 to 8 bytes
		n := 1 << (c&31 - 24)
		if len(d.Data)-d.Pos-1 < n {
			return undefined, state.ErrTruncated
		}
		if c>>5 == 1 {
			var id uint64
			for _, b := range d.Data[d.Pos+1 : d.Pos+1+n] {
				id = id<<8 | uint64(b)
			}
			r.checkObjectRef(id)
		}
		d.Pos += 1 + n
		return undefined, nil
	case c == 0xf9 || c == 0xfa || c == 0xfb: // a float, any bits
		n := 2 << (c - 0xf9)
		if len(d.Data)-d.Pos-1 < n {
			return undefined, state.ErrTruncated
		}
		d.Pos += 1 + n
		return undefined, nil
	}
	return r.readValue()
}

// checkObjectRef fails the restore when object reference id (1-based) is
// out of range.
func (r *restorer) checkObjectRef(id uint64) {
	if id == 0 || id > uint64(len(r.objs)) {
		r.fail("object reference %d out of range", id)
	}
}

// objectValue is the Value of object reference id (1-based), or undefined
// and a failure when it is out of range.
func (r *restorer) objectValue(id uint64) Value {
	if id == 0 || id > uint64(len(r.objs)) {
		r.fail("object reference %d out of range", id)
		return undefined
	}
	if r.peeking && r.objs[id-1].simple && r.objPtrs[id-1] == nil {
		// A walk does not build plain data: it reads it where it lies.
		return Value{kind: kColdObject, num: float64(id), ref: r}
	}
	return obj(r.objAt(int32(id)))
}

// bigintFromHex parses a BigInt saved in hexadecimal (big.Int.Text(16)):
// converting a power-of-two base is linear, so a huge BigInt restores in
// milliseconds where its decimal text would take minutes.
func bigintFromHex(s string) (*big.Int, bool) {
	if s == "" || s[0] == '+' {
		return nil, false
	}
	return new(big.Int).SetString(s, 16)
}

// noExtra stands for a missing ObjectExtra (read only).
var noExtra state.ObjectExtra

func (r *restorer) object(o *Object, os *state.ObjectState) {
	if os.X == nil && os.Fn == nil && os.Internal == state.XNone && (Class(os.Class) == ClassObject || Class(os.Class) == ClassArray) {
		// A plain object or array, most of a state (fast path).
		if os.Sealed > 3 {
			r.fail("bad object class")
			return
		}
		o.class, o.sealed, o.proto = Class(os.Class), os.Sealed, r.objRef(os.Proto)
		return
	}
	x := os.X
	if x == nil {
		x = &noExtra
	}
	if os.Class > uint8(ClassProxy) || os.Sealed > 3 {
		r.fail("bad object class")
		return
	}
	o.class = Class(os.Class)
	o.sealed = os.Sealed
	o.proto = r.objRef(os.Proto)
	o.protoReady = x.Ready
	if os.Fn != nil {
		if o.class != ClassFunction {
			r.fail("closure data on a non-function")
			return
		}
		fd := &funcData{code: r.code(os.Fn.Code, os.Fn.Lib, os.Fn.LibName), name: os.Fn.Name, home: r.objRef(os.Fn.Home)}
		if fd.code != nil && len(os.Fn.Free) > 0 && (os.Fn.Lib || r.recompiled) {
			if r.checkClosure(os.Fn, fd.code); r.err != nil {
				return
			}
		}
		if fd.code != nil && len(os.Fn.Free) != len(fd.code.Free) {
			r.fail("closure captures %d cells, code has %d", len(os.Fn.Free), len(fd.code.Free))
		}
		for _, c := range os.Fn.Free {
			fd.free = append(fd.free, r.cellRef(c))
		}
		o.fn = fd
	} else if o.class == ClassFunction {
		r.fail("closure without code")
		return
	}
	if o.class == ClassNative {
		id, ok := tables().nativeByName[x.Native]
		if !ok {
			id, ok = tables().nativeByName[oldNativeName(x.Native)]
		}
		if !ok {
			r.failBuild("the state holds the built-in function %s, which this build does not have", x.Native)
			return
		}
		o.native = id
	} else if x.Native != "" {
		r.fail("built-in name on a non-native object")
	}
	if x.Lazy != "" {
		t, ok := r.lazyTable(x.Lazy)
		if !ok {
			r.failBuild("the state holds the built-in object %s, which this build does not have", x.Lazy)
			return
		}
		li := &lazyInst{t: t}
		if len(x.LazyDone) > 0 || len(x.Done) > 0 {
			if r.lazyDone(li, x); r.err != nil {
				return
			}
		}
		o.lazy = li
	}
	r.internal(o, os)
}

// internal restores class-specific data, checking that it fits the class
// (the VM's type assertions rely on it).
func (r *restorer) internal(o *Object, os *state.ObjectState) {
	x := os.X
	if x == nil {
		x = &noExtra
	}
	want := func(classes ...Class) {
		for _, c := range classes {
			if o.class == c {
				return
			}
		}
		r.fail("object data %d does not fit class %d", os.Internal, o.class)
	}
	switch os.Internal {
	case state.XNone:
		switch o.class {
		case ClassError, ClassBound, ClassPromise, ClassBoolean, ClassNumber, ClassString, ClassDate,
			ClassMap, ClassSet, ClassIterator, ClassGenerator, ClassRegExp, ClassWeakMap, ClassWeakSet,
			ClassWeakRef, ClassFinalizationRegistry, ClassArrayBuffer, ClassDataView, ClassProxy:
			r.fail("class %d needs its data", o.class)
		case ClassTypedArray:
			r.oldUint8Array(o)
		}
	case state.XNumber:
		want(ClassNumber, ClassDate)
		if x.NegZero {
			o.internal = math.Copysign(0, -1)
		} else {
			o.internal = x.Num
		}
	case state.XString:
		want(ClassString)
		o.internal = x.Str
	case state.XBool:
		want(ClassBoolean)
		o.internal = x.Bool
	case state.XSymbol:
		want(ClassObject)
		o.internal = r.symbol(x.Str)
	case state.XError:
		want(ClassError)
		ed := &errorData{posSet: x.Bool, hostKind: x.Flags}
		if len(x.Pos) == 3 {
			ed.pos = syntax.Pos{Offset: x.Pos[0], Line: x.Pos[1], Col: x.Pos[2]}
		} else if len(x.Pos) != 0 {
			r.fail("bad error position")
		}
		o.internal = ed
	case state.XBound:
		want(ClassBound)
		t := r.callable(x.Ref)
		if t == nil {
			r.fail("bound function without target")
			return
		}
		o.internal = &boundData{target: t, this: r.val(x.This), args: r.vals(x.Args)}
	case state.XPromise:
		want(ClassPromise)
		if x.Promise == nil || x.Promise.State > uint8(promiseRejected) {
			r.fail("bad promise")
			return
		}
		ps := &promiseState{state: promiseStateKind(x.Promise.State), value: r.val(x.Promise.Value), handled: x.Promise.Handled}
		for _, rs := range x.Promise.Reactions {
			ps.reactions = append(ps.reactions, r.reaction(rs))
		}
		o.internal = ps
	case state.XMap:
		want(ClassMap, ClassSet, ClassWeakMap, ClassWeakSet, ClassWeakRef, ClassFinalizationRegistry)
		o.internal = r.mapRef(x.Ref)
	case state.XIter:
		want(ClassIterator)
		o.internal = r.iterRef(x.Ref)
	case state.XGen:
		want(ClassGenerator)
		g := r.genRef(x.Ref)
		if g == nil {
			r.fail("generator without state")
			return
		}
		o.internal = g
	case state.XRegExp:
		want(ClassRegExp)
		d, err := r.m.compileCached(x.Str, x.Flags)
		if err != nil {
			r.fail("bad regular expression")
			return
		}
		o.internal = d
	case state.XResolving:
		want(ClassNative)
		if x.Ref <= 0 || int(x.Ref) > len(r.ress) {
			r.fail("resolving reference out of range")
			return
		}
		o.internal = r.ress[x.Ref-1]
	case state.XToolFn:
		want(ClassNative)
		o.internal = &toolFn{path: x.Str}
	case state.XToolNS:
		want(ClassObject, ClassNative)
		o.internal = &toolNS{path: x.Str, node: r.toolNode(x.Str), built: x.Bool}
	case state.XThenable:
		want(ClassNative)
		o.internal = &thenableData{data: []byte(x.Str)}
	case state.XExtFn:
		want(ClassNative)
		if x.Num < 0 || x.Num > 1<<53 || x.Num != float64(int64(x.Num)) {
			r.fail("bad host function reference")
			return
		}
		o.internal = &extFn{path: x.Str, async: x.Bool, ref: int64(x.Num)}
	case state.XBigInt:
		want(ClassObject)
		b, ok := bigintFromHex(x.Str)
		if !ok {
			r.fail("bad bigint %q", x.Str)
			return
		}
		o.internal = b
	case state.XBuffer:
		want(ClassArrayBuffer)
		max := x.Num
		if max < 0 || max > maxBufferLength || max != math.Trunc(max) || len(x.Bytes) > maxBufferLength ||
			x.Bool && len(x.Bytes) > int(max) || x.Flags != "" && (x.Flags != "detached" || len(x.Bytes) > 0) {
			r.fail("bad array buffer")
			return
		}
		o.internal = &arrayBuffer{data: append([]byte{}, x.Bytes...), resizable: x.Bool, maxLen: int(max), detached: x.Flags != ""}
	case state.XView:
		want(ClassTypedArray, ClassDataView)
		if len(x.Pos) != 3 || x.Pos[0] < 0 || x.Pos[0] >= int32(numTAKinds) || x.Pos[1] < 0 || x.Pos[2] < lengthTracking {
			r.fail("bad view")
			return
		}
		buf := r.objRef(x.Ref)
		if buf == nil {
			r.fail("view without its buffer")
			return
		}
		r.want(x.Ref, wantBuffer)
		if o.class == ClassDataView {
			o.internal = &dataView{buf: buf, offset: int(x.Pos[1]), length: int(x.Pos[2])}
		} else {
			o.internal = &typedArray{kind: taKind(x.Pos[0]), buf: buf, offset: int(x.Pos[1]), length: int(x.Pos[2])}
		}
	case state.XEach:
		want(ClassObject)
		o.internal = r.eachLoop(x)
	case state.XProxy:
		want(ClassProxy)
		if len(x.Pos) != 3 || x.Pos[1]&^1 != 0 || x.Pos[2]&^1 != 0 || (x.Ref == 0) != (x.Pos[0] == 0) {
			r.fail("bad proxy")
			return
		}
		pd := &proxyData{target: r.objRef(x.Ref), handler: r.objRef(x.Pos[0]), callable: x.Pos[1] == 1, ctor: x.Pos[2] == 1}
		if pd.callable && pd.target != nil {
			r.want(x.Ref, wantCallable)
		}
		o.internal = pd
	case state.XRevoke:
		want(ClassNative)
		p := r.objRef(x.Ref)
		if p == nil {
			r.fail("revoke function without its proxy")
			return
		}
		r.want(x.Ref, wantProxy)
		o.internal = p
	default:
		r.fail("bad object data kind %d", os.Internal)
	}
	// Natives whose code reads their data must have it.
	if o.class == ClassNative && r.err == nil {
		switch o.native {
		case biToolCall, biUnknownTool:
			if _, ok := o.internal.(*toolFn); !ok {
				r.fail("tool function without path")
			}
		case biResolveFunction, biRejectFunction:
			if _, ok := o.internal.(*resolvingState); !ok {
				r.fail("resolving function without state")
			}
		case biExtensionCall:
			if _, ok := o.internal.(*extFn); !ok {
				r.fail("extension function without path")
			}
		case biThenableThen, biThenableCatch, biThenableFinally:
			if _, ok := o.internal.(*thenableData); !ok {
				r.fail("search result method without its data")
			}
		}
	}
}

// toolNode finds a namespace's template in the configured tool tree; a
// placeholder namespace (a missing path) gets an empty one.
func (r *restorer) toolNode(path string) *toolNode {
	node := toolTree(r.m.cfg.Tools)
	rest, ok := strings.CutPrefix(path, "tools")
	if !ok {
		return &toolNode{path: path}
	}
	for _, part := range strings.Split(strings.TrimPrefix(rest, "."), ".") {
		if part == "" && rest == "" {
			break
		}
		var next *toolNode
		for _, c := range node.children {
			if c.name == part {
				next = c
			}
		}
		if next == nil {
			return &toolNode{path: path}
		}
		node = next
	}
	return node
}

// eachLoop restores a callback loop (state.XEach).
func (r *restorer) eachLoop(x *state.ObjectExtra) *eachLoop {
	kind := numEachKinds
	for k, m := range eachMethods {
		if m.name == x.Str {
			kind = eachKind(k)
		}
	}
	if kind == numEachKinds || len(x.Pos) != 7 || len(x.Args) != 3 {
		r.fail("bad callback loop")
		return &eachLoop{}
	}
	st := &eachLoop{kind: kind, i: int(x.Pos[0]), n: int(x.Pos[1]), ret: retKind(x.Pos[2]),
		this: r.val(x.Args[0]), cur: r.val(x.Args[1]), acc: r.val(x.Args[2])}
	arrID, fnID, outID, dataID := x.Pos[3], x.Pos[4], x.Pos[5], x.Pos[6]
	if st.n < 0 || st.i < -1 || st.i > st.n || arrID == 0 || fnID == 0 {
		r.fail("bad callback loop")
		return st
	}
	st.arr, st.out, st.data = r.objRef(arrID), r.objRef(outID), r.objRef(dataID)
	st.fn = obj(r.objRef(fnID))
	r.want(arrID, wantArray)
	r.want(fnID, wantClosure)
	if needsOut := kind.collects(); needsOut != (outID != 0) {
		r.fail("bad callback loop")
	} else if needsOut {
		r.want(outID, wantArray)
	}
	r.checkContinuation(st.ret, st.data, dataID)
	return st
}

// oldUint8Array restores a Uint8Array saved before typed arrays were
// views (its bytes as numbers in arr) as a Uint8Array over a new buffer
// of its own.
func (r *restorer) oldUint8Array(o *Object) {
	if r.scanning {
		return // the elements are read when the object is built
	}
	data := make([]byte, len(o.arr))
	for i, v := range o.arr {
		if v.kind != KNumber {
			r.fail("bad Uint8Array element")
			return
		}
		data[i] = byte(toInt32(v.num))
	}
	o.arr = nil
	buf := &Object{class: ClassArrayBuffer, proto: r.m.proto(protoArrayBuffer), internal: &arrayBuffer{data: data}}
	o.internal = &typedArray{kind: taUint8, buf: buf, length: len(data)}
}
