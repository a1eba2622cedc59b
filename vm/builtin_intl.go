package vm

import (
	"encoding/json"
	"math"
	"sort"
	"strconv"
	"strings"
)

// A deterministic subset of Intl. Every service (and the toLocaleString
// methods) has data for a curated set of locales generated from node's ICU
// by the builtin_intl_*_gen.js scripts into builtin_intl_*_data.go and
// builtin_intl_number_words.go (collation comes from golang.org/x/text); a
// locale without data falls back to en-US, so output never depends on the
// host's ICU or locale settings.
//
// An Intl object is a plain object whose resolved options live, as JSON, in
// a hidden slot: snapshots already save hidden string properties, so the
// objects need nothing new there. Each method decodes the options again.

const (
	slotIntl      = symbolPrefix + "#intl"      // kind + ":" + JSON of the resolved options
	slotIntlBound = symbolPrefix + "#intlBound" // the cached bound format / compare function
)

const intlLocale = "en-US"

// intlLocaleOptions reads a service constructor's (locales, options)
// arguments: the resolved locale and the options object.
func intlLocaleOptions(m *Machine, args []Value) (string, *Object, error) {
	locale, err := resolveLocale(m, arg(args, 0))
	if err != nil {
		return "", nil, err
	}
	opts, err := intlOptions(m, arg(args, 1))
	return locale, opts, err
}

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
			s := o.props()[i].val.asString()
			if len(s) > len(kind) && s[:len(kind)] == kind && s[len(kind)] == ':' {
				if json.Unmarshal([]byte(s[len(kind)+1:]), state) == nil {
					return o, nil
				}
			}
		}
	}
	return nil, m.typeError("Method %s called on incompatible receiver %s", method, m.receiverValueText(this))
}

// boundIntlMethod returns the receiver's cached bound function of builtin
// id (the format getter of NumberFormat and DateTimeFormat, Collator's
// compare), so arr.map(nf.format) works and nf.format === nf.format.
func boundIntlMethod(m *Machine, o *Object, id int32) Value {
	if i := o.find(slotIntlBound); i >= 0 {
		return o.props()[i].val
	}
	t := m.newNative(id, nil)
	b := &Object{class: ClassBound, proto: m.proto(protoFunction), internal: &boundData{target: t, this: obj(o)}}
	o.setHidden(slotIntlBound, obj(b))
	return obj(b)
}

// intlClass registers an Intl constructor with its prototype methods and
// supportedLocalesOf.
func intlClass(id protoID, name string, length int, construct nativeFunc, methods ...lazyEntry) {
	// The locales argument is checked first, as CanonicalizeLocaleList
	// does before any option is read ("en_US" is a RangeError).
	ctor := func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		if err := checkLocales(m, arg(args, 0)); err != nil {
			return undefined, err
		}
		return construct(m, this, args, self)
	}
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

// checkLocales validates a locales argument like CanonicalizeLocaleList:
// a malformed tag is a RangeError, null a TypeError. Every valid tag then
// falls back to en-US.
func checkLocales(m *Machine, v Value) error {
	tags, err := localeList(m, v)
	if err != nil {
		return err
	}
	for _, t := range tags {
		if t.kind != KString && t.asObject() == nil {
			return m.typeError("Language ID should be string or object.")
		}
		s, err := m.toString(t)
		if err != nil {
			return err
		}
		if _, ok := canonicalLocaleTag(s); !ok {
			return m.rangeError("Incorrect locale information provided")
		}
	}
	return nil
}

// intlSupportedLocales is LookupSupportedLocales: the requested tags
// (canonicalized) whose language data exists, with the tag or a prefix of
// it ("en-ZZ" has "en"; builtin_intl_locale.go).
func intlSupportedLocales(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	tags, err := requestedLocales(m, arg(args, 0))
	if err != nil {
		return undefined, err
	}
	var out []Value
	for _, t := range tags {
		if bestAvailableLocale(withoutExtensions(t)) != "" {
			out = append(out, str(t))
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

var biIntlSupportedValuesOf = register("Intl.supportedValuesOf", 1, intlSupportedValuesOf)

// intlSupportedValuesOf lists what this Intl supports for a key, sorted:
// every IANA zone ICU knows (without Etc/* and UTC, like V8), and the
// calendar, numbering system, currencies and units of the en-US data.
func intlSupportedValuesOf(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	key, err := m.toString(arg(args, 0))
	if err != nil {
		return undefined, err
	}
	var list []string
	switch key {
	case "timeZone":
		for _, f := range tzIndex() {
			name := f.Name
			if _, alias := tzCanonical[name]; alias || tzNotInICU[name] || name == "UTC" || strings.HasPrefix(name, "Etc/") {
				continue
			}
			list = append(list, name)
		}
	case "calendar":
		list = []string{"gregory"}
	case "collation":
		// Only the default collation: nothing to name.
	case "numberingSystem":
		list = []string{"latn"}
	case "currency":
		for code := range currencies {
			list = append(list, code)
		}
	case "unit":
		for u := range simpleUnits {
			list = append(list, u)
		}
	default:
		return undefined, m.rangeError("Invalid key : %s", key)
	}
	sort.Strings(list)
	vals := make([]Value, len(list))
	for i, s := range list {
		vals[i] = str(s)
	}
	return m.newArrayValue(vals), nil
}

var biIntlGetCanonicalLocales = register("Intl.getCanonicalLocales", 1, intlGetCanonicalLocales)

// intlGetCanonicalLocales canonicalizes the case of each BCP 47 tag
// ("EN-us" is "en-US") and drops duplicates; a malformed tag is a
// RangeError. Aliases (iw -> he) are not replaced: that needs CLDR data.
func intlGetCanonicalLocales(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	tags, err := localeList(m, arg(args, 0))
	if err != nil {
		return undefined, err
	}
	var out []Value
	seen := map[string]bool{}
	for _, v := range tags {
		if v.kind != KString && v.asObject() == nil {
			return undefined, m.typeError("Language ID should be string or object.")
		}
		s, err := m.toString(v)
		if err != nil {
			return undefined, err
		}
		tag, ok := canonicalLocaleTag(s)
		if !ok {
			return undefined, m.rangeError("Invalid language tag: %s", s)
		}
		if !seen[tag] {
			seen[tag] = true
			out = append(out, str(tag))
		}
	}
	return m.newArrayValue(out), nil
}

// localeList is the spec's CanonicalizeLocaleList input: undefined is no
// locale, a string one, an object an array-like of them, and any other
// primitive but null an empty list (ToObject(5) has no length).
func localeList(m *Machine, v Value) ([]Value, error) {
	switch {
	case v.isUndefined():
		return nil, nil
	case v.kind == KString:
		return []Value{v}, nil
	case v.asObject() != nil:
		return m.argList(v)
	case v.kind == KNull:
		return nil, m.typeError("Cannot convert undefined or null to object")
	}
	return nil, nil
}

// canonicalLocaleTag checks the shape of a BCP 47 language tag
// (language[-script][-region](-variant)*(-extension)*[-x-private]) and
// returns it in canonical case.
func canonicalLocaleTag(s string) (string, bool) {
	parts := strings.Split(s, "-")
	isAlpha := func(p string) bool {
		for i := 0; i < len(p); i++ {
			if c := p[i] | 0x20; c < 'a' || c > 'z' {
				return false
			}
		}
		return true
	}
	isDigit := func(p string) bool {
		for i := 0; i < len(p); i++ {
			if p[i] < '0' || p[i] > '9' {
				return false
			}
		}
		return p != ""
	}
	isAlnum := func(p string) bool {
		for i := 0; i < len(p); i++ {
			if !isAlnumByte(p[i]) {
				return false
			}
		}
		return true
	}
	lang := parts[0]
	if !isAlpha(lang) || len(lang) < 2 || len(lang) > 8 || len(lang) == 4 {
		return "", false
	}
	out := []string{strings.ToLower(lang)}
	i := 1
	if i < len(parts) && len(parts[i]) == 4 && isAlpha(parts[i]) {
		p := strings.ToLower(parts[i])
		out = append(out, strings.ToUpper(p[:1])+p[1:])
		i++
	}
	if i < len(parts) && (len(parts[i]) == 2 && isAlpha(parts[i]) || len(parts[i]) == 3 && isDigit(parts[i])) {
		out = append(out, strings.ToUpper(parts[i]))
		i++
	}
	for ; i < len(parts); i++ {
		p := parts[i]
		if len(p) == 1 {
			break // an extension or private use singleton
		}
		if !isAlnum(p) || !(len(p) >= 5 && len(p) <= 8 || len(p) == 4 && isDigit(p[:1])) {
			return "", false
		}
		out = append(out, strings.ToLower(p))
	}
	for i < len(parts) {
		single := strings.ToLower(parts[i])
		if len(single) != 1 || !isAlnum(single) {
			return "", false
		}
		i++
		n := 0
		for ; i < len(parts) && (single == "x" || len(parts[i]) > 1); i++ {
			p := parts[i]
			if !isAlnum(p) || len(p) < 1 || len(p) > 8 || single != "x" && len(p) < 2 {
				return "", false
			}
			if n == 0 {
				out = append(out, single)
			}
			out = append(out, strings.ToLower(p))
			n++
		}
		if n == 0 {
			return "", false
		}
	}
	return strings.Join(out, "-"), true
}

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
		o.setHidden("Segmenter", obj(m.ctor(protoIntlSegmenter)))
		o.setHidden("getCanonicalLocales", obj(m.newNative(biIntlGetCanonicalLocales, nil)))
		o.setHidden("supportedValuesOf", obj(m.newNative(biIntlSupportedValuesOf, nil)))
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
