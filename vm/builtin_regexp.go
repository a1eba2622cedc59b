package vm

import (
	"strconv"
	"strings"

	"github.com/codemode-go/codemode/vm/internal/wtf8"
)

// The RegExp constructor and prototype, and the String methods that take a
// pattern. They follow the specification's protocol: String.prototype.match,
// matchAll, replace, replaceAll, search and split hand an object pattern to
// its [Symbol.match] (...) method; RegExp.prototype's methods read "flags"
// and call "exec" through property lookups, so subclasses and look-alike
// objects work. When exec is the built-in one on a RegExp, the exec loops
// run in Go (eachMatch) instead of building a result array per match.

var (
	biRegExpExec = register("RegExp.prototype.exec", 1, regexpProtoExec)
	// regexpGetterIDs are the builtin ids of RegExp.prototype's getters
	// (flags, global, ...) by property name (filled by init, then read-only).
	regexpGetterIDs = map[string]int32{}
)

// regexpFlagProps are the properties the flags getter reads.
var regexpFlagProps = [...]struct {
	name string
	c    byte
}{{"hasIndices", 'd'}, {"global", 'g'}, {"ignoreCase", 'i'}, {"multiline", 'm'}, {"dotAll", 's'},
	{"unicode", 'u'}, {"unicodeSets", 'v'}, {"sticky", 'y'}}

// pristineRegExp reports whether reading flags, exec or the flag getters
// on rx would run the built-ins on its own data: rx is a RegExp with no own
// property but lastIndex, its prototype is RegExp.prototype, and those
// properties of the prototype are the original ones (or not created yet).
// The @@ methods then skip the observable reads.
func (m *Machine) pristineRegExp(rx *Object) bool {
	p := m.proto(protoRegExp)
	if rx.class != ClassRegExp || rx.proto != p || len(rx.props()) != 1 {
		return false
	}
	t := protoTables[protoRegExp]
	for _, c := range pristineChecks {
		// A property of the prototype's table that was never created is
		// the built-in one: the common case, told without a lookup.
		if li := p.lazy; li != nil && li.t == t && (li.done == nil || !li.done[c.slot]) {
			continue
		}
		if !m.builtinSlotOriginal(p, c) {
			return false
		}
	}
	return true
}

// builtinSlotOriginal reports whether p's property c.name holds the
// built-in c.id (as a getter for c.getter), or is not created yet.
func (m *Machine) builtinSlotOriginal(p *Object, c regexpGetter) bool {
	i := p.find(c.name)
	if i < 0 {
		return !p.lazyDeleted(c.name) // else not created yet
	}
	pr := &p.props()[i]
	var f *Object
	if c.getter {
		if pr.flags&flagAccessor == 0 {
			return false
		}
		f = pr.val.ref.(*accessor).get
	} else if pr.flags&flagAccessor == 0 {
		f = pr.val.asObject()
	}
	return f != nil && f.class == ClassNative && f.native == c.id
}

// pristineChecks are the properties of RegExp.prototype pristineRegExp
// checks: exec, and the getters of flags and those it reads (filled by
// init from regexpGetterIDs).
var pristineChecks []regexpGetter

// regexpGetter is a RegExp.prototype property and the built-in it holds.
type regexpGetter struct {
	name   string
	id     int32
	getter bool // an accessor whose getter is id (else a method)
	slot   int  // its index in the prototype's table
}

func init() {
	ctorIDs[protoRegExp] = registerCtor("RegExp", 2, regexpCall, regexpConstruct)
	ctorTables[protoRegExp] = newTable(ctorEntries(protoRegExp)...)
	ctorTables[protoRegExp].add(speciesGetter("RegExp"), fn("RegExp.escape", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		s := arg(args, 0)
		if s.kind != KString {
			return undefined, m.typeError("RegExp.escape requires a string")
		}
		return str(regexpEscape(s.asString())), nil
	}))
	getter := func(name string, f nativeFunc) lazyEntry {
		id := register("RegExp.prototype.get "+name, 0, f)
		regexpGetterIDs[name] = id
		return lazyEntry{name: name, getter: true, make: func(m *Machine) Value { return obj(m.newNative(id, nil)) }}
	}
	flagGetter := func(name string, flag rune) lazyEntry {
		return getter(name, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			if _, d := asRegExp(this); d != nil {
				return boolean(strings.ContainsRune(d.flags, flag)), nil
			}
			if o := this.asObject(); o != nil && o == m.proto(protoRegExp) {
				return undefined, nil
			}
			return undefined, m.typeError("RegExp.prototype.%s getter called on non-RegExp object", name)
		})
	}
	symbolMethod := func(s *Symbol, length int, f nativeFunc) lazyEntry {
		e := fn("RegExp.prototype.["+s.description+"]", length, f)
		e.name = s.key
		return e
	}
	protoTables[protoRegExp] = newTable(protoEntries(protoRegExp)...)
	protoTables[protoRegExp].add(
		getter("source", func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			if _, d := asRegExp(this); d != nil {
				return str(escapeRegExpSource(d.source)), nil
			}
			if o := this.asObject(); o != nil && o == m.proto(protoRegExp) {
				return str("(?:)"), nil
			}
			return undefined, m.typeError("RegExp.prototype.source getter called on non-RegExp object")
		}),
		getter("flags", regexpProtoFlags),
		flagGetter("hasIndices", 'd'), flagGetter("global", 'g'), flagGetter("ignoreCase", 'i'),
		flagGetter("multiline", 'm'), flagGetter("dotAll", 's'), flagGetter("unicode", 'u'),
		flagGetter("unicodeSets", 'v'), flagGetter("sticky", 'y'),
		lazyEntry{name: "exec", make: func(m *Machine) Value { return obj(m.newNative(biRegExpExec, nil)) }},
		fn("RegExp.prototype.test", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			rx := this.asObject()
			if rx == nil {
				return undefined, m.typeError("Method RegExp.prototype.test called on incompatible receiver %s", m.receiverValueText(this))
			}
			s, err := m.toString(arg(args, 0))
			if err != nil {
				return undefined, err
			}
			if d, err := m.builtinExec(rx); err != nil || d != nil {
				if err != nil {
					return undefined, err
				}
				mt, err := m.regexpExec(rx, d, s)
				return boolean(mt != nil), err
			}
			r, err := m.regexpExecValue(rx, s)
			return boolean(r.kind != KNull), err
		}),
		fn("RegExp.prototype.compile", 2, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			// Annex B: re-initializes the regexp in place.
			rx, _ := asRegExp(this)
			if rx == nil {
				return undefined, m.typeError("Method RegExp.prototype.compile called on incompatible receiver %s", m.receiverValueText(this))
			}
			p, f := arg(args, 0), arg(args, 1)
			if _, d := asRegExp(p); d != nil {
				if f.kind != KUndefined {
					return undefined, m.typeError("Cannot supply flags when constructing one RegExp from another")
				}
				p, f = str(d.source), str(d.flags)
			}
			nv, err := m.regexpCreate(p, f, false)
			if err != nil {
				return undefined, err
			}
			rx.internal = nv.asObject().internal
			if err := m.set(rx, "lastIndex", num(0), true); err != nil {
				return undefined, err
			}
			return this, nil
		}),
		fn("RegExp.prototype.toString", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			rx := this.asObject()
			if rx == nil {
				return undefined, m.typeError("Method RegExp.prototype.toString called on incompatible receiver %s", m.receiverValueText(this))
			}
			if m.pristineRegExp(rx) && rx.lazy == nil {
				d := rx.internal.(*regexpData)
				return str("/" + escapeRegExpSource(d.source) + "/" + d.meta().canonFlags), nil
			}
			src, err := m.getString(rx, "source")
			if err != nil {
				return undefined, err
			}
			flags, err := m.getString(rx, "flags")
			if err != nil {
				return undefined, err
			}
			return str("/" + src + "/" + flags), nil
		}),
		symbolMethod(symMatch, 1, regexpSymbolMatch),
		symbolMethod(symMatchAll, 1, regexpSymbolMatchAll),
		symbolMethod(symReplace, 2, regexpSymbolReplace),
		symbolMethod(symSearch, 1, regexpSymbolSearch),
		symbolMethod(symSplit, 2, regexpSymbolSplit),
	)
	globalTable.add(val("RegExp", func(m *Machine) Value { return obj(m.ctor(protoRegExp)) }))
	check := func(name string, id int32, getter bool) {
		slot, ok := protoTables[protoRegExp].index[name]
		if !ok {
			panic("vm: RegExp.prototype has no " + name)
		}
		pristineChecks = append(pristineChecks, regexpGetter{name: name, id: id, getter: getter, slot: slot})
	}
	check("exec", biRegExpExec, false)
	check("flags", regexpGetterIDs["flags"], true)
	for _, f := range regexpFlagProps {
		check(f.name, regexpGetterIDs[f.name], true)
	}
	// String.prototype.match, matchAll and search: regexp.go adds them
	// (its init runs after builtin_string.go's creates the table).
}

// getString is ToString(Get(o, key)).
func (m *Machine) getString(o *Object, key string) (string, error) {
	v, err := m.get(o, key, obj(o))
	if err != nil {
		return "", err
	}
	return m.toString(v)
}

// isRegExp is IsRegExp: an object whose [Symbol.match] is truthy, or a
// RegExp without one.
func (m *Machine) isRegExp(v Value) (bool, error) {
	o := v.asObject()
	if o == nil {
		return false, nil
	}
	mv, err := m.get(o, symMatch.key, v)
	if err != nil {
		return false, err
	}
	if mv.kind != KUndefined {
		return truthy(mv), nil
	}
	return o.class == ClassRegExp, nil
}

// regexpCall is RegExp(pattern, flags) without new: a regexp whose
// constructor is RegExp comes back as it is.
func regexpCall(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	p, f := arg(args, 0), arg(args, 1)
	isRe, err := m.isRegExp(p)
	if err != nil {
		return undefined, err
	}
	if isRe && f.kind == KUndefined {
		c, err := m.get(p.asObject(), "constructor", p)
		if err != nil {
			return undefined, err
		}
		if o := c.asObject(); o != nil && o == self {
			return p, nil
		}
	}
	return m.regexpCreate(p, f, isRe)
}

func regexpConstruct(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	p := arg(args, 0)
	isRe, err := m.isRegExp(p)
	if err != nil {
		return undefined, err
	}
	return m.regexpCreate(p, arg(args, 1), isRe)
}

// regexpCreate is the rest of the RegExp constructor: the pattern and flags
// of a RegExp (or of a look-alike's source and flags), else the arguments.
func (m *Machine) regexpCreate(p, f Value, isRe bool) (Value, error) {
	if _, d := asRegExp(p); d != nil {
		p = str(d.source)
		if f.kind == KUndefined {
			f = str(d.flags)
		}
	} else if isRe {
		o := p.asObject()
		var err error
		if p, err = m.get(o, "source", obj(o)); err != nil {
			return undefined, err
		}
		if f.kind == KUndefined {
			if f, err = m.get(o, "flags", obj(o)); err != nil {
				return undefined, err
			}
		}
	}
	source, flags := "", ""
	var err error
	if p.kind != KUndefined {
		if source, err = m.toString(p); err != nil {
			return undefined, err
		}
	}
	if f.kind != KUndefined {
		if flags, err = m.toString(f); err != nil {
			return undefined, err
		}
	}
	o, err := m.newRegExp(source, flags)
	if err != nil {
		return undefined, err
	}
	return obj(o), nil
}

// regexpProtoFlags is the flags getter: it reads each flag property, so it
// works on any object.
func regexpProtoFlags(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	rx := this.asObject()
	if rx == nil {
		return undefined, m.typeError("RegExp.prototype.flags getter called on non-object %s", m.inspectShort(this))
	}
	var b []byte
	for _, f := range regexpFlagProps {
		v, err := m.get(rx, f.name, this)
		if err != nil {
			return undefined, err
		}
		if truthy(v) {
			b = append(b, f.c)
		}
	}
	return str(string(b)), nil
}

func regexpProtoExec(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	o, d := asRegExp(this)
	if d == nil {
		return undefined, m.typeError("Method RegExp.prototype.exec called on incompatible receiver %s", m.receiverValueText(this))
	}
	s, err := m.toString(arg(args, 0))
	if err != nil {
		return undefined, err
	}
	mt, err := m.regexpExec(o, d, s)
	if err != nil || mt == nil {
		return null, err
	}
	return m.matchArray(mt, s), nil
}

// builtinExec returns rx's regexp data when rx is a RegExp whose exec is
// the built-in one (the exec loops can then run in Go); nil otherwise.
func (m *Machine) builtinExec(rx *Object) (*regexpData, error) {
	if rx.class != ClassRegExp {
		return nil, nil
	}
	if m.pristineRegExp(rx) {
		return rx.internal.(*regexpData), nil
	}
	ex, err := m.get(rx, "exec", obj(rx))
	if err != nil {
		return nil, err
	}
	if o := ex.asObject(); o != nil && o.class == ClassNative && o.native == biRegExpExec {
		return rx.internal.(*regexpData), nil
	}
	return nil, nil
}

// regexpExecValue is RegExpExec: the object's exec if it is callable (its
// result must be an object or null), else the built-in exec of a RegExp.
func (m *Machine) regexpExecValue(rx *Object, s string) (Value, error) {
	ex, err := m.get(rx, "exec", obj(rx))
	if err != nil {
		return undefined, err
	}
	if o := ex.asObject(); o != nil && o.class == ClassNative && o.native == biRegExpExec {
		return regexpProtoExec(m, obj(rx), []Value{str(s)}, o)
	}
	if ex.isCallable() {
		r, err := m.callFunction(ex, obj(rx), []Value{str(s)})
		if err != nil {
			return undefined, err
		}
		if r.kind != KNull && r.asObject() == nil {
			return undefined, m.typeError("RegExp exec method returned something other than an Object or null")
		}
		return r, nil
	}
	return regexpProtoExec(m, obj(rx), []Value{str(s)}, nil)
}

// regexpFlags reads rx.flags: whether it is global and full-unicode.
func (m *Machine) regexpFlags(rx *Object) (flags string, global, unicode bool, err error) {
	if m.pristineRegExp(rx) {
		info := rx.internal.(*regexpData).meta()
		return info.canonFlags, info.global, info.unicode, nil
	}
	flags, err = m.getString(rx, "flags")
	return flags, strings.ContainsRune(flags, 'g'), strings.ContainsAny(flags, "uv"), err
}

// fastRegExp is rx's data when its exec loop may run in Go: exec is the
// built-in one and the flags read agree with the regexp's own.
func (m *Machine) fastRegExp(rx *Object, global, unicode bool) (*regexpData, error) {
	d, err := m.builtinExec(rx)
	if d == nil || err != nil {
		return nil, err
	}
	if info := d.meta(); info.global != global || info.unicode != unicode {
		return nil, nil
	}
	return d, nil
}

// advanceLastIndex moves lastIndex past an empty match (AdvanceStringIndex).
func (m *Machine) advanceLastIndex(rx *Object, s string, unicode bool) error {
	v, err := m.get(rx, "lastIndex", obj(rx))
	if err != nil {
		return err
	}
	li, err := m.toLength(v)
	if err != nil {
		return err
	}
	next := li + 1
	if unicode && !wtf8.IsASCII(s) && li < 1<<31 {
		if _, d := asRegExp(obj(rx)); d != nil && d.meta().unicode {
			// The converted input is cached: no O(n) work per match.
			next = float64(advanceIndex(m.regexpText(d, s), int(li), true))
		} else if u := wtf8.ToUTF16(s); int(li)+1 < len(u) && u[int(li)] >= 0xD800 && u[int(li)] < 0xDC00 && u[int(li)+1] >= 0xDC00 && u[int(li)+1] < 0xE000 {
			next = li + 2
		}
	}
	return m.set(rx, "lastIndex", num(next), true)
}

// execAll runs RegExpExec until it fails (global) or once: the result
// objects in order.
func (m *Machine) execAll(rx *Object, s string, global, unicode bool) ([]*Object, error) {
	var out []*Object
	for {
		m.work(1) // and exec's own (a user-defined exec calls back)
		r, err := m.regexpExecValue(rx, s)
		if err != nil {
			return nil, err
		}
		ro := r.asObject()
		if ro == nil {
			return out, nil
		}
		if len(out) >= maxArrayLength {
			return nil, m.errArrayLength()
		}
		out = append(out, ro)
		if !global {
			return out, nil
		}
		matched, err := m.getString(ro, "0")
		if err != nil {
			return nil, err
		}
		if matched == "" {
			if err := m.advanceLastIndex(rx, s, unicode); err != nil {
				return nil, err
			}
		}
	}
}

func thisRegExpObject(m *Machine, this Value, method string) (*Object, error) {
	if o := this.asObject(); o != nil {
		return o, nil
	}
	return nil, m.typeError("Method RegExp.prototype.%s called on incompatible receiver %s", method, m.receiverValueText(this))
}

// regexpSymbolMatch is RegExp.prototype[Symbol.match].
func regexpSymbolMatch(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	rx, err := thisRegExpObject(m, this, "@@match")
	if err != nil {
		return undefined, err
	}
	s, err := m.toString(arg(args, 0))
	if err != nil {
		return undefined, err
	}
	_, global, unicode, err := m.regexpFlags(rx)
	if err != nil {
		return undefined, err
	}
	if !global {
		return m.regexpExecValue(rx, s)
	}
	if err := m.set(rx, "lastIndex", num(0), true); err != nil {
		return undefined, err
	}
	var vals []Value
	m.pin(&vals) // the matches so far are live for the memory account
	defer m.unpin()
	if d, err := m.fastRegExp(rx, global, unicode); err != nil {
		return undefined, err
	} else if d != nil {
		var boxes stringBoxes // the matches' headers
		err := m.eachMatch(d, s, 0, func(mt *regexpMatch) error {
			if len(vals) >= maxArrayLength {
				return m.errArrayLength()
			}
			m.charge(valueSize + strHeader)
			vals = append(growValues(vals, 1), mt.group0(&boxes))
			return nil
		})
		if err != nil {
			return undefined, err
		}
		if err := m.set(rx, "lastIndex", num(0), true); err != nil {
			return undefined, err
		}
	} else {
		results, err := m.execAll(rx, s, true, unicode)
		if err != nil {
			return undefined, err
		}
		for _, r := range results {
			v, err := m.get(r, "0", obj(r))
			if err != nil {
				return undefined, err
			}
			ms, err := m.toString(v)
			if err != nil {
				return undefined, err
			}
			vals = append(vals, str(ms))
		}
	}
	if len(vals) == 0 {
		return null, nil
	}
	return m.newArrayValue(vals), nil
}

// regexpSymbolSearch is RegExp.prototype[Symbol.search]: lastIndex is
// left as it was.
func regexpSymbolSearch(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	rx, err := thisRegExpObject(m, this, "@@search")
	if err != nil {
		return undefined, err
	}
	s, err := m.toString(arg(args, 0))
	if err != nil {
		return undefined, err
	}
	prev, err := m.get(rx, "lastIndex", this)
	if err != nil {
		return undefined, err
	}
	if !sameValue(prev, num(0)) {
		if err := m.set(rx, "lastIndex", num(0), true); err != nil {
			return undefined, err
		}
	}
	r, err := m.regexpExecValue(rx, s)
	if err != nil {
		return undefined, err
	}
	cur, err := m.get(rx, "lastIndex", this)
	if err != nil {
		return undefined, err
	}
	if !sameValue(cur, prev) {
		if err := m.set(rx, "lastIndex", prev, true); err != nil {
			return undefined, err
		}
	}
	ro := r.asObject()
	if ro == nil {
		return num(-1), nil
	}
	return m.get(ro, "index", r)
}

// regexpSpecies is SpeciesConstructor(rx, %RegExp%).
func (m *Machine) regexpSpecies(rx *Object) (*Object, error) {
	c, err := m.speciesConstructor(rx, m.ctor(protoRegExp))
	if err != nil {
		return nil, err
	}
	return c.asObject(), nil
}

// speciesCreate is Construct(ctor, [rx, flags]). Without the self-hosted
// helper a constructor other than RegExp gets a RegExp with its prototype
// (its own code does not run).
func (m *Machine) speciesCreate(ctor, rx *Object, flags string) (*Object, error) {
	def := m.ctor(protoRegExp)
	if loadLib(); ctor != def && libFuncs["RegExpSpeciesCreate"] != nil {
		v, err := m.callFunction(m.libFunction("RegExpSpeciesCreate"), undefined, []Value{obj(ctor), obj(rx), str(flags)})
		if err != nil {
			return nil, err
		}
		o := v.asObject()
		if o == nil {
			return nil, m.typeError("species constructor returned a non-object")
		}
		return o, nil
	}
	v, err := regexpConstruct(m, undefined, []Value{obj(rx), str(flags)}, ctor)
	if err != nil {
		return nil, err
	}
	o := v.asObject()
	if ctor != def {
		proto, err := m.prototypeFor(ctor)
		if err != nil {
			return nil, err
		}
		o.proto = proto
	}
	return o, nil
}

// regexpSymbolMatchAll is RegExp.prototype[Symbol.matchAll].
func regexpSymbolMatchAll(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	rx, err := thisRegExpObject(m, this, "@@matchAll")
	if err != nil {
		return undefined, err
	}
	s, err := m.toString(arg(args, 0))
	if err != nil {
		return undefined, err
	}
	flags, _, _, err := m.regexpFlags(rx)
	if err != nil {
		return undefined, err
	}
	ctor, err := m.regexpSpecies(rx)
	if err != nil {
		return undefined, err
	}
	matcher, err := m.speciesCreate(ctor, rx, flags)
	if err != nil {
		return undefined, err
	}
	liv, err := m.get(rx, "lastIndex", this)
	if err != nil {
		return undefined, err
	}
	li, err := m.toLength(liv)
	if err != nil {
		return undefined, err
	}
	if err := m.set(matcher, "lastIndex", num(li), true); err != nil {
		return undefined, err
	}
	global, unicode := strings.ContainsRune(flags, 'g'), strings.ContainsAny(flags, "uv")
	return obj(m.newRegExpStringIterator(matcher, s, global, unicode)), nil
}

// A RegExp String Iterator (what matchAll returns) runs one exec per
// next(), so a loop that stops early does no more work and a million
// matches are never held at once.
func (m *Machine) newRegExpStringIterator(matcher *Object, s string, global, unicode bool) *Object {
	m.charge(3 * valueSize)
	it := &iterState{kind: iterRegExp, obj: matcher, vals: []Value{str(s), boolean(global), boolean(unicode)}}
	return m.newIteratorObjectOn(protoRegExpStringIterator, it)
}

// regexpIterNext is %RegExpStringIteratorPrototype%.next of it.
func (m *Machine) regexpIterNext(it *iterState) (Value, error) {
	v, done, err := m.regexpIterStep(it)
	if err != nil {
		return undefined, err
	}
	return m.iterResult(v, done), nil
}

// regexpIterStep is regexpIterNext without the result object: the value
// and done it would hold. For-of steps a RegExp String Iterator with the
// built-in next by it (iterNext).
func (m *Machine) regexpIterStep(it *iterState) (Value, bool, error) {
	if it.done {
		return undefined, true, nil
	}
	s, _ := it.vals[0].ref.(string)
	global, unicode := truthy(it.vals[1]), truthy(it.vals[2])
	return m.regexpStringStep(it.obj, s, global, unicode, func() { it.done = true })
}

// regexpStringStep is one step of a RegExp String Iterator over s with
// matcher rx: the next match, or done (finish ends the iteration).
func (m *Machine) regexpStringStep(rx *Object, s string, global, unicode bool, finish func()) (Value, bool, error) {
	match, err := m.regexpExecValue(rx, s)
	if err != nil {
		return undefined, false, err
	}
	mo := match.asObject()
	if mo == nil || !global {
		finish()
		if mo == nil {
			return undefined, true, nil
		}
		return match, false, nil
	}
	matched, err := m.getString(mo, "0")
	if err != nil {
		return undefined, false, err
	}
	if matched == "" {
		if err := m.advanceLastIndex(rx, s, unicode); err != nil {
			return undefined, false, err
		}
	}
	return match, false, nil
}

// stepRegExpIter is regexpIterStep for iterNext, through a variable: a
// direct call would make the package's initialization a loop (the
// function registered as biRegExpExec reaches iterNext).
var stepRegExpIter func(m *Machine, it *iterState) (Value, bool, error)

func init() { stepRegExpIter = (*Machine).regexpIterStep }

// regexpIterNextName is the name of %RegExpStringIteratorPrototype%.next.
const regexpIterNextName = "RegExpStringIteratorPrototype.next"

// builtinRegExpIter returns the RegExp String Iterator state that it, a
// protocol iterator, steps with the built-in next method, or nil: calling
// that next and reading the result object it makes is then the same as
// stepping the state (regexpIterStep).
func builtinRegExpIter(it *iterState) *iterState {
	f := it.next.asObject()
	if f == nil || f.class != ClassNative || builtins[f.native].name != regexpIterNextName || it.obj == nil || it.obj.class != ClassIterator {
		return nil
	}
	if ri, ok := it.obj.internal.(*iterState); ok && ri.kind == iterRegExp {
		return ri
	}
	return nil
}

// biRegExpIterNext is the next method that the RegExp String Iterators of
// earlier builds kept as an own property, bound to their state [matcher,
// string, global, fullUnicode, state] (state's "done" ends the iteration):
// registered so that their saved runs resume.
var biRegExpIterNext = register("%RegExpStringIterator%.next", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	rx, st := arg(args, 0).asObject(), arg(args, 4).asObject()
	if rx == nil || st == nil {
		return undefined, m.typeError("invalid RegExp String Iterator")
	}
	if v, _, _ := m.getOwn(st, "done"); truthy(v) {
		return m.iterResult(undefined, true), nil
	}
	s, _ := arg(args, 1).ref.(string)
	v, done, err := m.regexpStringStep(rx, s, truthy(arg(args, 2)), truthy(arg(args, 3)), func() { st.setOwn("done", vTrue) })
	if err != nil {
		return undefined, err
	}
	return m.iterResult(v, done), nil
})

// regexpSymbolSplit is RegExp.prototype[Symbol.split]: a sticky copy of
// the regexp is tried at each position.
func regexpSymbolSplit(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	rx, err := thisRegExpObject(m, this, "@@split")
	if err != nil {
		return undefined, err
	}
	s, err := m.toString(arg(args, 0))
	if err != nil {
		return undefined, err
	}
	limit := func() (uint32, error) {
		if l := arg(args, 1); l.kind != KUndefined {
			f, err := m.toNumber(l)
			return toUint32(f), err
		}
		return 1<<32 - 1, nil
	}
	if m.pristineRegExp(rx) {
		if ctor, err := m.regexpSpecies(rx); err != nil || ctor == m.ctor(protoRegExp) {
			if err != nil {
				return undefined, err
			}
			// The splitter would be a plain sticky copy of rx, and its
			// sticky loop finds what a search from each position finds.
			d := rx.internal.(*regexpData)
			d, err := m.newRegexpData(d.source, strings.ReplaceAll(d.flags, "y", ""))
			if err != nil {
				return undefined, err
			}
			lim, err := limit()
			if err != nil {
				return undefined, err
			}
			return m.regexpSplit(s, d, lim)
		}
	}
	flags, err := m.getString(rx, "flags")
	if err != nil {
		return undefined, err
	}
	unicode := strings.ContainsAny(flags, "uv")
	newFlags := flags
	if !strings.ContainsRune(flags, 'y') {
		newFlags += "y"
	}
	ctor, err := m.regexpSpecies(rx)
	if err != nil {
		return undefined, err
	}
	splitter, err := m.speciesCreate(ctor, rx, newFlags)
	if err != nil {
		return undefined, err
	}
	lim, err := limit()
	if err != nil {
		return undefined, err
	}
	out := []Value{}
	if lim == 0 {
		return m.newArrayValue(out), nil
	}
	size := wtf8.UTF16Len(s)
	if size == 0 {
		z, err := m.regexpExecValue(splitter, s)
		if err != nil || z.kind != KNull {
			return m.newArrayValue(out), err
		}
		return m.newArrayValue([]Value{str(s)}), nil
	}
	u := wtf8.ToUTF16(s)
	advance := func(q int) int {
		if unicode && q+1 < size && u[q] >= 0xD800 && u[q] < 0xDC00 && u[q+1] >= 0xDC00 && u[q+1] < 0xE000 {
			return q + 2
		}
		return q + 1
	}
	p, q := 0, 0
	for q < size {
		m.work(1)
		if err := m.set(splitter, "lastIndex", num(float64(q)), true); err != nil {
			return undefined, err
		}
		z, err := m.regexpExecValue(splitter, s)
		if err != nil {
			return undefined, err
		}
		zo := z.asObject()
		if zo == nil {
			q = advance(q)
			continue
		}
		ev, err := m.get(splitter, "lastIndex", obj(splitter))
		if err != nil {
			return undefined, err
		}
		ef, err := m.toLength(ev)
		if err != nil {
			return undefined, err
		}
		e := int(min(ef, float64(size)))
		if e == p {
			q = advance(q)
			continue
		}
		if len(out) >= maxArrayLength {
			return undefined, m.errArrayLength()
		}
		out = append(out, str(wtf8.FromUTF16(u[p:q])))
		if uint32(len(out)) == lim {
			return m.newArrayValue(out), nil
		}
		p = e
		lv, err := m.get(zo, "length", z)
		if err != nil {
			return undefined, err
		}
		n, err := m.toLength(lv)
		if err != nil {
			return undefined, err
		}
		for i := 1; i < int(min(n, maxArrayLength)); i++ {
			c, err := m.get(zo, strconv.Itoa(i), z)
			if err != nil {
				return undefined, err
			}
			out = append(out, c)
			if uint32(len(out)) == lim {
				return m.newArrayValue(out), nil
			}
		}
		q = p
	}
	out = append(out, str(wtf8.FromUTF16(u[p:])))
	return m.newArrayValue(out), nil
}

// regexpSplit is split with the built-in exec: captures are included.
func (m *Machine) regexpSplit(s string, d *regexpData, limit uint32) (Value, error) {
	out := []Value{}
	if limit == 0 {
		return m.newArrayValue(out), nil
	}
	m.pin(&out) // the parts so far are live for the memory account
	defer m.unpin()
	t := m.regexpText(d, s)
	defer m.holdText(4 * len(s))()
	n := wtf8.UTF16Len(s)
	var mt regexpMatch
	if n == 0 {
		ok, err := m.execAt(d, t, 0, &mt)
		if err != nil {
			return undefined, err
		}
		if !ok {
			out = append(out, str(s))
		}
		return m.newArrayValue(out), nil
	}
	unicode := d.meta().unicode
	var boxes stringBoxes // the parts' headers
	p, q := 0, 0
	clock := newLoopClock()
	for q < n {
		ok, err := m.execAt(d, t, q, &mt) // charges its work
		if err == nil {
			err = m.loopTimedOut(d, &clock, &mt)
		}
		if err != nil {
			return undefined, err
		}
		if !ok || mt.index >= n {
			break
		}
		if mt.end == p || mt.end > n {
			q = advanceIndex(t, max(mt.index, q), unicode)
			continue
		}
		if len(out)+mt.ngroups() > maxArrayLength {
			return undefined, m.errArrayLength()
		}
		m.charge(mt.ngroups() * (valueSize + strHeader))
		out = append(growValues(out, mt.ngroups()), boxes.value(t.str(t.runeAt(p), t.runeAt(mt.index))))
		if uint32(len(out)) == limit {
			return m.newArrayValue(out), nil
		}
		for i := 1; i < mt.ngroups(); i++ {
			out = append(out, mt.group(i))
			if uint32(len(out)) == limit {
				return m.newArrayValue(out), nil
			}
		}
		p = mt.end
		q = p
	}
	out = append(out, boxes.value(t.str(t.runeAt(p), t.n)))
	return m.newArrayValue(out), nil
}

// regexpEscape is RegExp.escape (ES2025).
func regexpEscape(s string) string {
	var b strings.Builder
	first := true
	for i := 0; i < len(s); {
		r, n := wtf8.Decode(s[i:])
		i += n
		switch {
		case first && (r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z'):
			b.WriteString(`\x`)
			b.WriteString(lowerHex2(int(r)))
		case strings.ContainsRune(`^$\.*+?()[]{}|/`, r):
			b.WriteByte('\\')
			b.WriteRune(r)
		case r == '\t':
			b.WriteString(`\t`)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\v':
			b.WriteString(`\v`)
		case r == '\f':
			b.WriteString(`\f`)
		case r == '\r':
			b.WriteString(`\r`)
		case strings.ContainsRune(",-=<>#&!%:;@~'`\"", r):
			b.WriteString(`\x`)
			b.WriteString(lowerHex2(int(r)))
		case isJSWhiteSpace(r) || r >= 0xD800 && r < 0xE000:
			if r <= 0xFF {
				b.WriteString(`\x`)
				b.WriteString(lowerHex2(int(r)))
			} else {
				b.WriteString(`\u`)
				b.WriteString(lowerHex2(int(r) >> 8))
				b.WriteString(lowerHex2(int(r) & 0xFF))
			}
		default:
			b.Write(wtf8.Append(nil, r))
		}
		first = false
	}
	return b.String()
}
