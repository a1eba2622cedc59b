package vm

import "github.com/codemode-go/codemode/vm/state"

// Saving objects of a restore that were never built (see thaw.go): a plain
// object or array is rewritten from the state it lies in, item by item.
// Numbers, texts and simple values are copied as they are (the same
// encoder wrote them); only object references, string-table references
// and keys are renumbered for the new state. The bytes are those
// writeObject would write for the object built.

// writeColdObject writes object id of coldR, the restore the Machine came
// from, never built: a plain object or array (objEntry.simple).
func (s *saver) writeColdObject(id int32) {
	r := s.coldR
	d := &r.d
	pos, depth := d.Pos, d.Depth
	defer func() { d.Pos, d.Depth = pos, depth }()
	r.peekBoxes.block = r.peekBoxes.block[:0] // for the rare values read whole

	class, sealed := Class(r.objs[id-1].class), r.objs[id-1].sealed
	proto := s.objID(r, r.objs[id-1].proto)
	e := &s.out[state.TableObjects]
	has := r.objs[id-1].fields
	s.writeHead(class, sealed, 0, proto, has&(1<<5) != 0, has&(1<<6) != 0)
	// Its map, in key order: the property list (5) and elements (6) are
	// rewritten, the rest is in the record.
	d.Pos, d.Depth = int(r.objs[id-1].pos), 0
	n, _ := d.MapHead()
	for range n {
		switch k, _ := d.Int64(); k {
		case 5:
			e.Uint(5)
			s.copyColdProps(r, e)
		case 6:
			e.Uint(6)
			items, _ := d.Array()
			e.Head(4, uint64(items))
			s.elems += items
			for range items {
				s.copyColdValue(r, e)
			}
		default:
			_ = d.Skip()
		}
	}
}

// copyColdProps rewrites a property list (the flat PropList form) at the
// decoder's position.
func (s *saver) copyColdProps(r *restorer, e *state.Encoder) {
	d := &r.d
	strs := r.head.Strings
	items, _ := d.Array()
	e.Head(4, uint64(items))
	i := 0
	for used := 0; used < items && s.err == nil; i++ {
		full := d.Data[d.Pos] == 0x85
		if full {
			d.Pos++
			used++
			e.B = append(e.B, 0x85)
		} else {
			used += 2
		}
		k, _ := d.Int64()
		e.Uint(uint64(s.key(i, strs[k])))
		if !full {
			s.copyColdValue(r, e)
			continue
		}
		// [key, value, flags, getter, setter]: the getter and setter are
		// object ids, numbered before the value is written (writeObject).
		valueAt := d.Pos
		_ = d.Skip()
		flags, _ := d.Int64()
		get, _ := d.Int64()
		set, _ := d.Int64()
		end := d.Pos
		if flags&int64(flagAccessor) != 0 {
			g, st := s.objID(r, int32(get)), s.objID(r, int32(set))
			e.B = append(e.B, 0xf7) // no value
			e.Uint(uint64(flags))
			e.Uint(uint64(g))
			e.Uint(uint64(st))
		} else {
			d.Pos = valueAt
			s.copyColdValue(r, e)
			e.Uint(uint64(flags))
			e.Uint(0)
			e.Uint(0)
		}
		d.Pos = end
	}
	s.props += i
	s.checkSize()
}

// copyColdValue rewrites one value at the decoder's position.
func (s *saver) copyColdValue(r *restorer, e *state.Encoder) {
	d := &r.d
	c := d.Data[d.Pos]
	switch major, info := c>>5, c&31; {
	case major == 1 && info <= 27: // an object reference
		_, _, id, _ := d.Head()
		e.Head(1, uint64(s.objID(r, int32(id))))
	case (major == 0 || major == 3) && info <= 27: // an integer, a text: as written
		start := d.Pos
		_ = d.Skip()
		e.B = append(e.B, d.Data[start:d.Pos]...)
	case c >= 0xf4 && c <= 0xf7, c == 0xf9, c == 0xfa, c == 0xfb: // simple values, floats
		start := d.Pos
		_ = d.Skip()
		e.B = append(e.B, d.Data[start:d.Pos]...)
	default: // the ValueState forms (string-table texts, symbols, BigInts)
		r.peeking = true
		v, _ := r.readValue()
		r.peeking = false
		s.writeValue(e, v)
	}
}
