package vm

import (
	"fmt"

	"github.com/codemode-go/codemode/vm/state"
)

// Cold property lists. A resume builds a Machine from a state of perhaps
// thousands of objects, most of which (the items of old tool results) the
// rest of the run never reads. So a restore checks each object's property
// list where it lies in the state, sets what can be read without it
// (Object.hasIndex), and leaves the list there: the object is cold. The
// first use of its properties (Object.props) decodes the list, with the
// same code that checked it, into a normal one. Objects themselves are
// built only when first reached (see objAt below), so a run pays only for
// what it touches.
//
// Everything that reads properties goes through props(), so cold objects
// are invisible to the rest of the VM. A save or a memory mark reads cold
// lists without thawing them (walkProps) and reads the plain objects never
// built where they lie (writeColdObject, marker.coldObject).

// walkProps is o's property list for a walk over the heap (a save, a
// memory mark) that must not thaw what it passes: a cold list is decoded
// into a buffer the next walkProps reuses, and o stays cold. The caller
// must be done with the list before it walks another object.
func (o *Object) walkProps() []prop {
	if o.cold == nil {
		return o.plist
	}
	return coldOps.peek(o)
}

// peekObject decodes o's cold list into r.peekBuf (walkProps).
func peekObject(o *Object) []prop {
	c := o.cold
	r := c.r
	d := &r.d
	d.Pos, d.Depth = int(c.pos), 0
	r.peekBoxes.block = r.peekBoxes.block[:0]
	r.peeking = true
	err := r.readProps(o)
	r.peeking = false
	if err == nil && r.err == nil {
		r.drain()
	}
	if err != nil || r.err != nil {
		panic(fmt.Sprintf("vm: decoding a restored object's properties: %v %v", err, r.err))
	}
	return r.peeked
}

// stringValue boxes a string read from the state. A peek's values are
// dropped before the next peek, so its boxes are reused: a save of a
// restored run allocates no string box for the data it only reads.
func (r *restorer) stringValue(s string) Value {
	if r.peeking {
		return r.peekBoxes.value(s)
	}
	return r.strings.value(s)
}

// coldProps is where a cold object's property list lies: at pos in the
// state that r restored (r keeps a private copy of it).
type coldProps struct {
	r   *restorer
	pos int32
}

// makeCold records that o's property list, checked at pos, stays in the
// state. The records are cut from one block per restore.
func (r *restorer) makeCold(o *Object, pos int) {
	if len(r.coldSlab) == cap(r.coldSlab) {
		r.coldSlab = make([]coldProps, 0, objectChunk)
	}
	r.coldSlab = append(r.coldSlab, coldProps{r: r, pos: int32(pos)})
	o.cold = &r.coldSlab[len(r.coldSlab)-1]
}

// thaw decodes o's cold property list. The restore checked the list, so
// this cannot fail on any input; a failure is a bug in that check, which
// the Machine's recover turns into an internal error.
func (o *Object) thaw() { coldOps.thaw(o) }

// coldOps are the restore's functions that the rest of the VM calls,
// reached through variables: a direct call would make every built-in
// table's initializer depend on the restore code (props -> thaw ->
// restore -> the tables), an initialization cycle.
var coldOps struct {
	thaw        func(o *Object)
	peek        func(o *Object) []prop
	peekUnbuilt func(r *restorer, id int32) ([]prop, []Value)
	build       func(r *restorer, id int32) *Object
}

func init() {
	coldOps.thaw = thawObject
	coldOps.peek = peekObject
	coldOps.peekUnbuilt = (*restorer).peekUnbuilt
	coldOps.build = (*restorer).build
}

// build returns object id, built now if it was not.
func (r *restorer) build(id int32) *Object {
	o := r.objAt(id)
	r.drain()
	return o
}

func thawObject(o *Object) {
	c := o.cold
	o.cold = nil
	r := c.r
	d := &r.d
	d.Pos, d.Depth = int(c.pos), 0
	err := r.readProps(o)
	if err == nil && r.err == nil {
		r.drain()
	}
	if err != nil || r.err != nil {
		panic(fmt.Sprintf("vm: decoding a restored object's properties: %v %v", err, r.err))
	}
}

// The object table is lazy too. The restore scans every object where it
// lies (checking all of it, with references resolving to a stand-in) and
// builds none: an object is built the first time something being built
// refers to it (objAt), from the roots at the end of the restore and from
// property lists as they thaw. Objects the run never reaches are never
// built.

// scanObject checks object i (at the decoder's position) and records what
// the checks after the scan need.
func (r *restorer) scanObject(i int) error {
	e := &r.objs[i]
	e.pos = int32(r.d.Pos)
	var scratch Object // on the stack: nothing of it outlives the scan
	var os state.ObjectState
	r.scanning = true
	err := r.readObject(&scratch, &os, e)
	r.scanning = false
	e.proto, e.fields, e.class, e.sealed, e.kind, e.index = os.Proto, r.fields, os.Class, os.Sealed, os.Internal, scratch.hasIndex
	e.simple = (Class(os.Class) == ClassObject || Class(os.Class) == ClassArray) &&
		os.Fn == nil && os.X == nil && os.Internal == state.XNone
	if os.Internal == state.XBound && os.X != nil {
		if r.boundTargets == nil {
			r.boundTargets = make(map[int32]int32)
		}
		r.boundTargets[int32(i)] = os.X.Ref
	}
	return err
}

// objectChunk is how many objects are allocated together: a restore
// builds few, a thaw a handful at a time.
const objectChunk = 32

// objAt returns object id (range-checked by the caller), made on first
// use and decoded by the next drain; during the scan, the stand-in.
func (r *restorer) objAt(id int32) *Object {
	if r.scanning {
		return &r.stand
	}
	if o := r.objPtrs[id-1]; o != nil {
		return o
	}
	if len(r.objSlab) == cap(r.objSlab) {
		r.objSlab = make([]Object, 0, objectChunk)
	}
	r.objSlab = r.objSlab[:len(r.objSlab)+1]
	o := &r.objSlab[len(r.objSlab)-1]
	r.objPtrs[id-1] = o
	r.queue = append(r.queue, id)
	if r.walkEpoch != 0 && r.walkStamp[id-1] == r.walkEpoch {
		// A walk under way met it unbuilt: it is the same object.
		o.memMark, o.saveID = r.walkEpoch, r.walkIDs[id-1]
	}
	return o
}

// drain decodes the objects made since the last drain, and those they
// refer to, one at a time (a long chain of references is a loop, not a
// recursion). Their property lists stay cold.
func (r *restorer) drain() {
	d := &r.d
	pos, depth := d.Pos, d.Depth
	for len(r.queue) > 0 && r.err == nil {
		id := r.queue[len(r.queue)-1]
		r.queue = r.queue[:len(r.queue)-1]
		o := r.objPtrs[id-1]
		d.Pos, d.Depth = int(r.objs[id-1].pos), 0
		d.ResetScratch()
		var os state.ObjectState
		r.decodeFail(r.readObject(o, &os, &r.objs[id-1]))
		o.hasIndex = r.objs[id-1].index
	}
	d.Pos, d.Depth = pos, depth
}

// Walks over objects not built yet. A save or a memory mark of a restored
// run meets references to objects the run has not touched. Building them
// would undo the laziness of the restore (a suspend right after a resume
// would pay for the whole heap), so a plain object or array (objEntry.simple)
// is read where it lies instead: a list read during a walk (walkProps)
// gives a kColdObject Value for it, and the walk reads its properties and
// elements with peekUnbuilt. Other objects (functions, class data) are
// few; they are built.

// startWalk begins a walk with epoch over r's objects not built yet; met
// reports, for object id, whether the walk met it before (marking it met).
func (r *restorer) startWalk(epoch uint32) {
	if r.walkEpoch == epoch {
		return
	}
	r.walkEpoch = epoch
	if r.walkStamp == nil {
		r.walkStamp = make([]uint32, len(r.objPtrs))
		r.walkIDs = make([]int32, len(r.objPtrs))
	}
}

func (r *restorer) met(id int32) bool {
	if r.walkStamp[id-1] == r.walkEpoch {
		return true
	}
	r.walkStamp[id-1] = r.walkEpoch
	return false
}

// endWalk ends the walk under way.
func (r *restorer) endWalk() { r.walkEpoch = 0 }

// peekUnbuilt reads the properties and elements of object id, not built
// yet, into buffers the next peek reuses (as walkProps does).
func (r *restorer) peekUnbuilt(id int32) (ps []prop, arr []Value) {
	d := &r.d
	pos, depth := d.Pos, d.Depth
	d.Pos, d.Depth = int(r.objs[id-1].pos), 0
	r.peekBoxes.block = r.peekBoxes.block[:0]
	r.peeking = true
	var scratch Object
	err := r.peekFields(&scratch, &ps, &arr)
	r.peeking = false
	d.Pos, d.Depth = pos, depth
	if err == nil && r.err == nil {
		r.drain()
	}
	if err != nil || r.err != nil {
		panic(fmt.Sprintf("vm: reading a restored object: %v %v", err, r.err))
	}
	return ps, arr
}

// peekFields reads an object's map at the decoder's position, keeping its
// property list (key 5) and elements (key 6).
func (r *restorer) peekFields(o *Object, ps *[]prop, arr *[]Value) error {
	d := &r.d
	n, err := d.MapHead()
	if err != nil {
		return err
	}
	for range n {
		k, err := d.Int64()
		if err != nil {
			return err
		}
		switch k {
		case 5:
			r.peeked = nil
			if err := r.readProps(o); err != nil {
				return err
			}
			*ps = r.peeked
		case 6:
			if err := r.readElements(o, true); err != nil {
				return err
			}
			*arr = o.arr
		default:
			if err := d.Skip(); err != nil {
				return err
			}
		}
	}
	return nil
}
