package vm

import (
	"strconv"
	"strings"
)

// Symbols. Property keys are strings throughout the object model; a symbol
// key is a string no program can write (it starts with a NUL byte), so
// symbol-keyed properties never show up among string keys.

// Symbol is a symbol value.
type Symbol struct {
	description string
	hasDesc     bool
	key         string // the property key it stands for
}

const symbolPrefix = "\x00"

func isSymbolKey(k string) bool { return strings.HasPrefix(k, symbolPrefix) }

// Well-known symbols are shared by all Machines (immutable).
var (
	symIterator      = &Symbol{description: "Symbol.iterator", hasDesc: true, key: symbolPrefix + "@@iterator"}
	symAsyncIterator = &Symbol{description: "Symbol.asyncIterator", hasDesc: true, key: symbolPrefix + "@@asyncIterator"}
	symHasInstance   = &Symbol{description: "Symbol.hasInstance", hasDesc: true, key: symbolPrefix + "@@hasInstance"}
	symToPrimitive   = &Symbol{description: "Symbol.toPrimitive", hasDesc: true, key: symbolPrefix + "@@toPrimitive"}
	symToStringTag   = &Symbol{description: "Symbol.toStringTag", hasDesc: true, key: symbolPrefix + "@@toStringTag"}
	symSpecies       = &Symbol{description: "Symbol.species", hasDesc: true, key: symbolPrefix + "@@species"}
	symSpreadable    = &Symbol{description: "Symbol.isConcatSpreadable", hasDesc: true, key: symbolPrefix + "@@isConcatSpreadable"}
	symUnscopables   = &Symbol{description: "Symbol.unscopables", hasDesc: true, key: symbolPrefix + "@@unscopables"}
	symMatch         = &Symbol{description: "Symbol.match", hasDesc: true, key: symbolPrefix + "@@match"}
	symMatchAll      = &Symbol{description: "Symbol.matchAll", hasDesc: true, key: symbolPrefix + "@@matchAll"}
	symReplace       = &Symbol{description: "Symbol.replace", hasDesc: true, key: symbolPrefix + "@@replace"}
	symSearch        = &Symbol{description: "Symbol.search", hasDesc: true, key: symbolPrefix + "@@search"}
	symSplit         = &Symbol{description: "Symbol.split", hasDesc: true, key: symbolPrefix + "@@split"}
	// wellKnown lists every shared symbol (snapshots name them by key).
	wellKnown = []*Symbol{symIterator, symAsyncIterator, symHasInstance, symToPrimitive, symToStringTag,
		symSpecies, symSpreadable, symUnscopables, symMatch, symMatchAll, symReplace, symSearch, symSplit}
)

func sym(s *Symbol) Value { return Value{kind: KSymbol, ref: s} }

func (s *Symbol) String() string {
	return "Symbol(" + s.description + ")"
}

// symbolForKey finds the symbol a property key stands for (for display).
func (m *Machine) symbolForKey(k string) *Symbol {
	for _, s := range wellKnown {
		if s.key == k {
			return s
		}
	}
	return m.symbols[k]
}

// keyText is a property key as V8 shows it in messages: a symbol key as
// Symbol(description).
func (m *Machine) keyText(k string) string {
	if isSymbolKey(k) {
		if s := m.symbolForKey(k); s != nil {
			return s.String()
		}
	}
	return k
}

func (m *Machine) newSymbol(desc string, hasDesc bool) *Symbol {
	m.symbolCount++
	s := &Symbol{description: desc, hasDesc: hasDesc, key: symbolPrefix + "#" + strconv.Itoa(m.symbolCount)}
	if m.symbols == nil {
		m.symbols = map[string]*Symbol{}
	}
	m.symbols[s.key] = s
	return s
}

func thisSymbol(m *Machine, this Value) (*Symbol, error) {
	switch this.kind {
	case KSymbol:
		return this.ref.(*Symbol), nil
	case KObject:
		if s, ok := this.ref.(*Object).internal.(*Symbol); ok {
			return s, nil
		}
	}
	return nil, m.typeError("Symbol.prototype.toString requires that 'this' be a Symbol")
}

func init() {
	ctorIDs[protoSymbol] = registerCtor("Symbol", 0,
		func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			d := arg(args, 0)
			if d.kind == KUndefined {
				return sym(m.newSymbol("", false)), nil
			}
			s, err := m.toString(d)
			if err != nil {
				return undefined, err
			}
			return sym(m.newSymbol(s, true)), nil
		},
		// Symbol is a constructor (a class may extend it) whose
		// [[Construct]] throws, as BigInt's does.
		func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			return undefined, m.typeError("Symbol is not a constructor")
		})
	ctorTables[protoSymbol] = newTable(ctorEntries(protoSymbol)...)
	for _, ws := range wellKnown {
		ws := ws
		ctorTables[protoSymbol].add(constVal(strings.TrimPrefix(ws.description, "Symbol."), func(m *Machine) Value { return sym(ws) }))
	}
	ctorTables[protoSymbol].add(
		fn("Symbol.for", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			k, err := m.toString(arg(args, 0))
			if err != nil {
				return undefined, err
			}
			if m.symbolRegistry == nil {
				m.symbolRegistry = map[string]*Symbol{}
			}
			if s, ok := m.symbolRegistry[k]; ok {
				return sym(s), nil
			}
			s := m.newSymbol(k, true)
			m.symbolRegistry[k] = s
			return sym(s), nil
		}),
		fn("Symbol.keyFor", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			a := arg(args, 0)
			if a.kind != KSymbol {
				return undefined, m.typeError("%s is not a symbol", m.inspectShort(a))
			}
			s := a.ref.(*Symbol)
			if r, ok := m.symbolRegistry[s.description]; ok && r == s {
				return str(s.description), nil
			}
			return undefined, nil
		}),
	)
	protoTables[protoSymbol] = newTable(protoEntries(protoSymbol)...)
	protoTables[protoSymbol].add(tagEntry("Symbol"))
	protoTables[protoSymbol].add(
		fn("Symbol.prototype.toString", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			s, err := thisSymbol(m, this)
			if err != nil {
				return undefined, err
			}
			return str(s.String()), nil
		}),
		fn("Symbol.prototype.valueOf", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			s, err := thisSymbol(m, this)
			if err != nil {
				return undefined, err
			}
			return sym(s), nil
		}),
		lazyEntry{name: "description", getter: true, make: func(m *Machine) Value {
			return obj(m.newNative(biSymbolDescription, nil))
		}},
		lazyEntry{name: symToPrimitive.key, flags: flagReadOnly, make: func(m *Machine) Value {
			return obj(m.newNative(biSymbolToPrimitive, nil))
		}},
	)
	globalTable.add(val("Symbol", func(m *Machine) Value { return obj(m.ctor(protoSymbol)) }))

	// [Symbol.iterator] of the built-in iterables.
	selfIter := func(qual string) lazyEntry {
		e := fn(qual, 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) { return this, nil })
		e.name = symIterator.key
		return e
	}
	protoTables[protoIterator].add(selfIter("Iterator.prototype.[Symbol.iterator]"))
	iterOf := func(qual string) lazyEntry {
		e := fn(qual, 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			// ToString(RequireObjectCoercible(this)): any object is read
			// as its string.
			if this.isNullish() {
				return undefined, m.typeError("String.prototype[Symbol.iterator] called on null or undefined")
			}
			s, err := m.toString(this)
			if err != nil {
				return undefined, err
			}
			it, err := m.builtinIterator(str(s))
			if err != nil {
				return undefined, err
			}
			return obj(m.newIteratorObject(it)), nil
		})
		e.name = symIterator.key
		return e
	}
	protoTables[protoArray].add(aliasOf(symIterator.key, protoArray, "values"))
	protoTables[protoString].add(iterOf("String.prototype.[Symbol.iterator]"))
	protoTables[protoMap].add(aliasOf(symIterator.key, protoMap, "entries"))
	protoTables[protoSet].add(aliasOf(symIterator.key, protoSet, "values"))
}

var biSymbolDescription = register("Symbol.prototype.get description", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	s, err := thisSymbol(m, this)
	if err != nil {
		return undefined, err
	}
	if !s.hasDesc {
		return undefined, nil
	}
	return str(s.description), nil
})

// biSymbolToPrimitive is Symbol.prototype[Symbol.toPrimitive]: the symbol.
var biSymbolToPrimitive = register("Symbol.prototype.[Symbol.toPrimitive]", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	s, err := thisSymbol(m, this)
	if err != nil {
		return undefined, m.typeError("Symbol.prototype [ @@toPrimitive ] requires that 'this' be a Symbol")
	}
	return sym(s), nil
})
