package vm

import (
	"encoding/json"
	"math"
	"strconv"
)

// A deterministic subset of Intl with en-US data only. Every locale tag is
// accepted and falls back to en-US (resolvedOptions().locale is "en-US"),
// so output never depends on the host's ICU or locale settings.
//
// An Intl object is a plain object whose resolved options live, as JSON, in
// a hidden slot: snapshots already save hidden string properties, so the
// objects need nothing new there. Each method decodes the options again.

const (
	slotIntl      = symbolPrefix + "#intl"      // kind + ":" + JSON of the resolved options
	slotIntlBound = symbolPrefix + "#intlBound" // the cached bound format / compare function
)

const intlLocale = "en-US"

// intlOptions is the options argument of an Intl constructor or toLocale*
// method: nil when undefined.
func intlOptions(m *Machine, v Value) (*Object, error) {
	if v.isUndefined() {
		return nil, nil
	}
	return m.toObject(v)
}

// intlString reads a string option; allowed (when not empty) lists its
// valid values.
func intlString(m *Machine, opts *Object, ctor, key string, allowed []string, def string) (string, error) {
	if opts == nil {
		return def, nil
	}
	v, err := m.get(opts, key, obj(opts))
	if err != nil || v.isUndefined() {
		return def, err
	}
	s, err := m.toString(v)
	if err != nil {
		return "", err
	}
	if len(allowed) == 0 {
		return s, nil
	}
	for _, a := range allowed {
		if a == s {
			return s, nil
		}
	}
	return "", m.rangeError("Value %s out of range for %s options property %s", s, ctor, key)
}

// intlBool reads a boolean option: "" when absent, else "true" or "false".
func intlBool(m *Machine, opts *Object, key string) (string, error) {
	if opts == nil {
		return "", nil
	}
	v, err := m.get(opts, key, obj(opts))
	if err != nil || v.isUndefined() {
		return "", err
	}
	return strconv.FormatBool(truthy(v)), nil
}

// intlInt reads an integer option in [lo, hi]; -1 when absent.
func intlInt(m *Machine, opts *Object, key string, lo, hi int) (int, error) {
	if opts == nil {
		return -1, nil
	}
	v, err := m.get(opts, key, obj(opts))
	if err != nil || v.isUndefined() {
		return -1, err
	}
	f, err := m.toNumber(v)
	if err != nil {
		return 0, err
	}
	if f != f || f < float64(lo) || f > float64(hi) {
		return 0, m.rangeError("%s value is out of range.", key)
	}
	return int(math.Floor(f)), nil
}

// newIntlObject makes an instance of proto holding the resolved options.
func newIntlObject(m *Machine, proto protoID, kind string, state any) (Value, error) {
	b, err := json.Marshal(state)
	if err != nil {
		return undefined, m.typeError("Intl: %v", err)
	}
	o := m.newObject()
	o.proto = m.proto(proto)
	o.setHidden(slotIntl, str(kind+":"+string(b)))
	return obj(o), nil
}

// thisIntl decodes the options of an Intl receiver of the given kind.
func thisIntl(m *Machine, this Value, kind, method string, state any) (*Object, error) {
	if o := this.asObject(); o != nil {
		if i := o.find(slotIntl); i >= 0 {
			s := o.props[i].val.asString()
			if len(s) > len(kind) && s[:len(kind)] == kind && s[len(kind)] == ':' {
				if json.Unmarshal([]byte(s[len(kind)+1:]), state) == nil {
					return o, nil
				}
			}
		}
	}
	return nil, m.typeError("Method %s called on incompatible receiver %s", method, m.inspectShort(this))
}

// boundIntlMethod returns the receiver's cached bound function of builtin
// id (the format getter of NumberFormat and DateTimeFormat, Collator's
// compare), so arr.map(nf.format) works and nf.format === nf.format.
func boundIntlMethod(m *Machine, o *Object, id int32) Value {
	if i := o.find(slotIntlBound); i >= 0 {
		return o.props[i].val
	}
	t := m.newNative(id, nil)
	b := &Object{class: ClassBound, proto: m.proto(protoFunction), internal: &boundData{target: t, this: obj(o)}}
	o.setHidden(slotIntlBound, obj(b))
	return obj(b)
}

// intlClass registers an Intl constructor with its prototype methods and
// supportedLocalesOf.
func intlClass(id protoID, name string, length int, ctor nativeFunc, methods ...lazyEntry) {
	ctorIDs[id] = registerCtor("Intl."+name, length, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		if name == "NumberFormat" || name == "DateTimeFormat" || name == "Collator" {
			return ctor(m, this, args, self) // callable without new, like in JavaScript
		}
		return undefined, m.typeError("Constructor Intl.%s requires 'new'", name)
	}, ctor)
	ctorTables[id] = newTable(ctorEntries(id)...)
	ctorTables[id].add(fn("Intl."+name+".supportedLocalesOf", 1, intlSupportedLocales))
	protoTables[id] = newTable(protoEntries(id)...)
	protoTables[id].add(val(symToStringTag.key, func(m *Machine) Value { return str("Intl." + name) }))
	protoTables[id].add(methods...)
}

// intlSupportedLocales answers en-US for any English request: that is the
// only data there is.
func intlSupportedLocales(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	var out []Value
	add := func(v Value) error {
		s, err := m.toString(v)
		if err != nil {
			return err
		}
		if s == "en" || s == "en-US" {
			out = append(out, str(s))
		}
		return nil
	}
	switch a := arg(args, 0); {
	case a.isUndefined():
	case a.kind == KString:
		if err := add(a); err != nil {
			return undefined, err
		}
	default:
		list, err := m.argList(a)
		if err != nil {
			return undefined, err
		}
		for _, v := range list {
			if err := add(v); err != nil {
				return undefined, err
			}
		}
	}
	return m.newArrayValue(out), nil
}

// intlGetter is a prototype accessor (format, compare).
func intlGetter(qualified string, f nativeFunc) lazyEntry {
	e := fn(qualified, 0, f)
	e.getter = true
	return e
}

var biIntlGetCanonicalLocales = register("Intl.getCanonicalLocales", 1, intlSupportedLocales)

func init() {
	// Intl is built whole on first use rather than as a lazy table: the
	// snapshot code names only the lazy tables it knows.
	globalTable.add(val("Intl", func(m *Machine) Value {
		o := m.newObject()
		o.setHidden("NumberFormat", obj(m.ctor(protoIntlNumberFormat)))
		o.setHidden("DateTimeFormat", obj(m.ctor(protoIntlDateTimeFormat)))
		o.setHidden("Collator", obj(m.ctor(protoIntlCollator)))
		o.setHidden("PluralRules", obj(m.ctor(protoIntlPluralRules)))
		o.setHidden("RelativeTimeFormat", obj(m.ctor(protoIntlRelativeTimeFormat)))
		o.setHidden("ListFormat", obj(m.ctor(protoIntlListFormat)))
		o.setHidden("getCanonicalLocales", obj(m.newNative(biIntlGetCanonicalLocales, nil)))
		o.setHidden(symToStringTag.key, str("Intl"))
		return obj(o)
	}))
}

// plainObject builds a plain object with the given properties in order.
func (m *Machine) plainObject(kv ...any) *Object {
	o := m.newObject()
	for i := 0; i+1 < len(kv); i += 2 {
		var v Value
		switch x := kv[i+1].(type) {
		case string:
			v = str(x)
		case int:
			v = num(float64(x))
		case bool:
			v = boolean(x)
		case Value:
			v = x
		}
		o.addProp(kv[i].(string), v, 0)
	}
	return o
}
