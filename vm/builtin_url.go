package vm

import (
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/codemode-go/codemode/vm/internal/wtf8"
	whatwg "github.com/nlnwa/whatwg-url/url"
)

// URL and URLSearchParams after the WHATWG URL standard, parsing through
// github.com/nlnwa/whatwg-url. A URL keeps its serialized href in a hidden
// slot (so snapshots need nothing new) and reparses it for each component;
// a URLSearchParams keeps its serialized query, or, when it is a URL's
// searchParams, reads and writes that URL's query.

const (
	slotHref   = symbolPrefix + "#href"   // URL: the href string
	slotParams = symbolPrefix + "#params" // URL: its URLSearchParams object
	slotQuery  = symbolPrefix + "#query"  // URLSearchParams: the serialized list
	slotOwner  = symbolPrefix + "#owner"  // URLSearchParams: the URL it belongs to
)

var urlParser = whatwg.NewParser()

func parseURL(input string, base *string) (*whatwg.Url, bool) {
	var u *whatwg.Url
	var err error
	if base != nil {
		b, err := urlParser.Parse(*base)
		if err != nil {
			return nil, false
		}
		u, err = b.Parse(input)
		if err != nil {
			return nil, false
		}
		return u, true
	}
	u, err = urlParser.Parse(input)
	return u, err == nil
}

// errInvalidURL is node's TypeError for an unparsable URL, with its
// enumerable code, input and (when given) base properties.
func (m *Machine) errInvalidURL(input string, base *string) error {
	err := m.typeError("Invalid URL")
	if te, ok := err.(*Exception); ok {
		if o := te.Value.asObject(); o != nil {
			o.setOwn("code", str("ERR_INVALID_URL"))
			o.setOwn("input", str(input))
			if base != nil {
				o.setOwn("base", str(*base))
			}
		}
	}
	return err
}

// thisURL returns the receiver's parsed URL.
func thisURL(m *Machine, this Value, method string) (*Object, *whatwg.Url, error) {
	if o := this.asObject(); o != nil {
		if i := o.find(slotHref); i >= 0 && o.proto != nil {
			if u, ok := parseURL(o.props()[i].val.asString(), nil); ok {
				return o, u, nil
			}
		}
	}
	return nil, nil, m.typeError("Receiver must be an instance of class URL")
}

func urlOrigin(u *whatwg.Url) string {
	switch u.Scheme() {
	case "http", "https", "ws", "wss", "ftp":
		return u.Protocol() + "//" + u.Host()
	case "blob":
		if inner, ok := parseURL(u.Pathname(), nil); ok {
			switch inner.Scheme() {
			case "http", "https":
				return urlOrigin(inner)
			}
		}
	}
	return "null"
}

func urlCtor(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	input, err := m.toString(arg(args, 0))
	if err != nil {
		return undefined, err
	}
	var base *string
	if b := arg(args, 1); !b.isUndefined() {
		bs, err := m.toString(b)
		if err != nil {
			return undefined, err
		}
		base = &bs
	}
	u, ok := parseURL(input, base)
	if !ok {
		return undefined, m.errInvalidURL(input, base)
	}
	o := &Object{proto: m.proto(protoURL)}
	o.setHidden(slotHref, str(u.Href(false)))
	return obj(o), nil
}

// urlPart is a URL accessor: get returns the component, set (nil: read
// only) changes it on the parsed URL, which is then stored back.
func urlPart(name string, get func(u *whatwg.Url) string, set func(m *Machine, o *Object, u *whatwg.Url, v string) error) lazyEntry {
	getID := register("URL.prototype."+name, 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		_, u, err := thisURL(m, this, name)
		if err != nil {
			return undefined, err
		}
		return str(get(u)), nil
	})
	e := lazyEntry{name: name, getter: true, make: func(m *Machine) Value { return obj(m.newNative(getID, nil)) }}
	if set != nil {
		setID := register("URL.prototype.set "+name, 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			o, u, err := thisURL(m, this, name)
			if err != nil {
				return undefined, err
			}
			v, err := m.toString(arg(args, 0))
			if err != nil {
				return undefined, err
			}
			if err := set(m, o, u, v); err != nil {
				return undefined, err
			}
			return undefined, nil
		})
		e.makeSet = func(m *Machine) Value { return obj(m.newNative(setID, nil)) }
	}
	return e
}

// storeURL saves a changed URL (setters).
func storeURL(o *Object, u *whatwg.Url) { o.setHidden(slotHref, str(u.Href(false))) }

func setter(f func(u *whatwg.Url, v string)) func(m *Machine, o *Object, u *whatwg.Url, v string) error {
	return func(m *Machine, o *Object, u *whatwg.Url, v string) error {
		f(u, v)
		storeURL(o, u)
		return nil
	}
}

func init() {
	ctorIDs[protoURL] = registerCtor("URL", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		return undefined, m.typeError("Class constructor URL cannot be invoked without 'new'")
	}, urlCtor)
	ctorTables[protoURL] = newTable(ctorEntries(protoURL)...)
	ctorTables[protoURL].add(fn("URL.canParse", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		_, err := urlCtor(m, undefined, args, self)
		return boolean(err == nil), nil
	}))
	protoTables[protoURL] = newTable(protoEntries(protoURL)...)
	protoTables[protoURL].add(
		urlPart("href", func(u *whatwg.Url) string { return u.Href(false) }, func(m *Machine, o *Object, u *whatwg.Url, v string) error {
			nu, ok := parseURL(v, nil)
			if !ok {
				return m.errInvalidURL(v, nil)
			}
			storeURL(o, nu)
			return nil
		}),
		urlPart("origin", urlOrigin, nil),
		urlPart("protocol", (*whatwg.Url).Protocol, setter((*whatwg.Url).SetProtocol)),
		urlPart("username", (*whatwg.Url).Username, setter((*whatwg.Url).SetUsername)),
		urlPart("password", (*whatwg.Url).Password, setter((*whatwg.Url).SetPassword)),
		urlPart("host", (*whatwg.Url).Host, setter((*whatwg.Url).SetHost)),
		urlPart("hostname", (*whatwg.Url).Hostname, setter((*whatwg.Url).SetHostname)),
		urlPart("port", (*whatwg.Url).Port, setter((*whatwg.Url).SetPort)),
		urlPart("pathname", (*whatwg.Url).Pathname, setter((*whatwg.Url).SetPathname)),
		urlPart("search", (*whatwg.Url).Search, setter((*whatwg.Url).SetSearch)),
		urlPart("hash", (*whatwg.Url).Hash, setter((*whatwg.Url).SetHash)),
		lazyEntry{name: "searchParams", getter: true, make: func(m *Machine) Value { return obj(m.newNative(biURLSearchParams, nil)) }},
		fn("URL.prototype.toString", 0, urlHref),
		fn("URL.prototype.toJSON", 0, urlHref),
	)
	globalTable.add(val("URL", func(m *Machine) Value { return obj(m.ctor(protoURL)) }))

	ctorIDs[protoURLSearchParams] = registerCtor("URLSearchParams", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		return undefined, m.typeError("Class constructor URLSearchParams cannot be invoked without 'new'")
	}, uspCtor)
	ctorTables[protoURLSearchParams] = newTable(ctorEntries(protoURLSearchParams)...)
	protoTables[protoURLSearchParams] = newTable(protoEntries(protoURLSearchParams)...)
	protoTables[protoURLSearchParams].add(
		uspMethod("append", 2, func(m *Machine, list []nameValue, args []string) ([]nameValue, Value) {
			return append(list, nameValue{args[0], args[1]}), undefined
		}),
		uspMethod("delete", 1, func(m *Machine, list []nameValue, args []string) ([]nameValue, Value) {
			out := list[:0:0]
			for _, p := range list {
				if p.name != args[0] || len(args) > 1 && p.value != args[1] {
					out = append(out, p)
				}
			}
			return out, undefined
		}),
		uspMethod("get", 1, func(m *Machine, list []nameValue, args []string) ([]nameValue, Value) {
			for _, p := range list {
				if p.name == args[0] {
					return nil, str(p.value)
				}
			}
			return nil, null
		}),
		uspMethod("getAll", 1, func(m *Machine, list []nameValue, args []string) ([]nameValue, Value) {
			vals := []Value{}
			for _, p := range list {
				if p.name == args[0] {
					vals = append(vals, str(p.value))
				}
			}
			return nil, m.newArrayValue(vals)
		}),
		uspMethod("has", 1, func(m *Machine, list []nameValue, args []string) ([]nameValue, Value) {
			for _, p := range list {
				if p.name == args[0] && (len(args) < 2 || p.value == args[1]) {
					return nil, vTrue
				}
			}
			return nil, vFalse
		}),
		uspMethod("set", 2, func(m *Machine, list []nameValue, args []string) ([]nameValue, Value) {
			out := list[:0:0]
			done := false
			for _, p := range list {
				if p.name != args[0] {
					out = append(out, p)
				} else if !done {
					out = append(out, nameValue{args[0], args[1]})
					done = true
				}
			}
			if !done {
				out = append(out, nameValue{args[0], args[1]})
			}
			return out, undefined
		}),
		uspMethod("sort", 0, func(m *Machine, list []nameValue, args []string) ([]nameValue, Value) {
			out := append([]nameValue{}, list...)
			sort.SliceStable(out, func(i, j int) bool { return wtf8.Compare(out[i].name, out[j].name) < 0 })
			return out, undefined
		}),
		uspMethod("toString", 0, func(m *Machine, list []nameValue, args []string) ([]nameValue, Value) {
			return nil, str(serializeForm(list))
		}),
		uspMethod("entries", 0, func(m *Machine, list []nameValue, args []string) ([]nameValue, Value) {
			return nil, m.uspIterator(list, iterArrayEntries)
		}),
		uspMethod("keys", 0, func(m *Machine, list []nameValue, args []string) ([]nameValue, Value) {
			return nil, m.uspIterator(list, iterArrayKeys)
		}),
		uspMethod("values", 0, func(m *Machine, list []nameValue, args []string) ([]nameValue, Value) {
			return nil, m.uspIterator(list, iterArray)
		}),
		lib("forEach", "URLSearchParams_forEach"),
		lazyEntry{name: "size", getter: true, make: func(m *Machine) Value { return obj(m.newNative(biUSPSize, nil)) }},
	)
	protoTables[protoURLSearchParams].add(lazyEntry{name: symIterator.key, make: func(m *Machine) Value {
		v, _, _ := m.getOwn(m.proto(protoURLSearchParams), "entries")
		return v
	}})
	globalTable.add(val("URLSearchParams", func(m *Machine) Value { return obj(m.ctor(protoURLSearchParams)) }))
	defIntrinsic("__uspEntries", func(m *Machine, args []Value) (Value, error) {
		o, err := thisUSP(m, arg(args, 0))
		if err != nil {
			return undefined, err
		}
		return m.uspPairs(m.uspList(o)), nil
	})
}

var biUSPSize = register("URLSearchParams.prototype.size", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	o, err := thisUSP(m, this)
	if err != nil {
		return undefined, err
	}
	return num(float64(len(m.uspList(o)))), nil
})

var biURLSearchParams int32

func init() { biURLSearchParams = register("URL.prototype.searchParams", 0, urlSearchParams) }

// urlSearchParams is the searchParams getter: one URLSearchParams per URL.
func urlSearchParams(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	o, _, err := thisURL(m, this, "searchParams")
	if err != nil {
		return undefined, err
	}
	if i := o.find(slotParams); i >= 0 {
		return o.props()[i].val, nil
	}
	sp := &Object{proto: m.proto(protoURLSearchParams)}
	sp.setHidden(slotOwner, obj(o))
	o.setHidden(slotParams, obj(sp))
	return obj(sp), nil
}

func urlHref(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	_, u, err := thisURL(m, this, "toString")
	if err != nil {
		return undefined, err
	}
	return str(u.Href(false)), nil
}

type nameValue struct{ name, value string }

func thisUSP(m *Machine, this Value) (*Object, error) {
	if o := this.asObject(); o != nil && (o.find(slotQuery) >= 0 || o.find(slotOwner) >= 0) {
		return o, nil
	}
	return nil, m.typeError("Value of \"this\" must be of type URLSearchParams")
}

// uspList is the current name-value list of a URLSearchParams.
func (m *Machine) uspList(o *Object) []nameValue {
	if i := o.find(slotOwner); i >= 0 {
		owner := o.props()[i].val.asObject()
		if j := owner.find(slotHref); j >= 0 {
			if u, ok := parseURL(owner.props()[j].val.asString(), nil); ok {
				return parseForm(u.Query())
			}
		}
		return nil
	}
	if i := o.find(slotQuery); i >= 0 {
		return parseForm(o.props()[i].val.asString())
	}
	return nil
}

// uspStore saves a changed list (and updates the owning URL's query).
func (m *Machine) uspStore(o *Object, list []nameValue) {
	q := serializeForm(list)
	if i := o.find(slotOwner); i >= 0 {
		owner := o.props()[i].val.asObject()
		if j := owner.find(slotHref); j >= 0 {
			if u, ok := parseURL(owner.props()[j].val.asString(), nil); ok {
				u.SetSearch(q)
				storeURL(owner, u)
			}
		}
		return
	}
	o.setHidden(slotQuery, str(q))
}

func (m *Machine) uspPairs(list []nameValue) Value {
	vals := make([]Value, len(list))
	for i, p := range list {
		vals[i] = m.newArrayValue([]Value{str(p.name), str(p.value)})
	}
	return m.newArrayValue(vals)
}

func (m *Machine) uspIterator(list []nameValue, kind iterKind) Value {
	switch kind {
	case iterArrayKeys:
		vals := make([]Value, len(list))
		for i, p := range list {
			vals[i] = str(p.name)
		}
		return obj(m.newIteratorObjectOn(protoIterator, &iterState{kind: iterArray, arr: m.newArray(vals)}))
	case iterArray:
		vals := make([]Value, len(list))
		for i, p := range list {
			vals[i] = str(p.value)
		}
		return obj(m.newIteratorObjectOn(protoIterator, &iterState{kind: iterArray, arr: m.newArray(vals)}))
	}
	return obj(m.newIteratorObjectOn(protoIterator, &iterState{kind: iterArray, arr: m.uspPairs(list).asObject()}))
}

// uspMethod defines a URLSearchParams method over the list: f returns the
// new list (nil: unchanged) and the result.
func uspMethod(name string, nargs int, f func(m *Machine, list []nameValue, args []string) ([]nameValue, Value)) lazyEntry {
	return fn("URLSearchParams.prototype."+name, nargs, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		o, err := thisUSP(m, this)
		if err != nil {
			return undefined, err
		}
		if len(args) < nargs {
			if nargs == 2 {
				return undefined, m.typeError(`The "name" and "value" arguments must be specified`)
			}
			return undefined, m.typeError(`The "name" argument must be specified`)
		}
		var sargs []string
		for i := 0; i < len(args) && i < max(nargs, 2); i++ {
			if i >= nargs && (name != "delete" && name != "has" || args[i].isUndefined()) {
				break
			}
			s, err := m.toString(args[i])
			if err != nil {
				return undefined, err
			}
			sargs = append(sargs, toWellFormed(s))
		}
		list := m.uspList(o)
		nl, r := f(m, list, sargs)
		if nl != nil || name == "delete" || name == "set" || name == "append" || name == "sort" {
			m.uspStore(o, nl)
		}
		return r, nil
	})
}

func uspCtor(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	o := &Object{proto: m.proto(protoURLSearchParams)}
	var list []nameValue
	init := arg(args, 0)
	switch {
	case init.isNullish():
	case init.kind == KObject:
		src := init.asObject()
		iterFn, err := m.get(src, symIterator.key, init)
		if err != nil {
			return undefined, err
		}
		if iterFn.isCallable() {
			items, err := m.iterateToSlice(init)
			if err != nil {
				return undefined, err
			}
			for _, it := range items {
				pair, err := m.iterateToSlice(it)
				if err != nil {
					return undefined, err
				}
				if len(pair) != 2 {
					return undefined, m.typeError("Each query pair must be an iterable [name, value] tuple")
				}
				k, err := m.toString(pair[0])
				if err != nil {
					return undefined, err
				}
				v, err := m.toString(pair[1])
				if err != nil {
					return undefined, err
				}
				list = append(list, nameValue{toWellFormed(k), toWellFormed(v)})
			}
			break
		}
		for _, k := range m.ownKeys(src, true) {
			v, err := m.get(src, k, init)
			if err != nil {
				return undefined, err
			}
			s, err := m.toString(v)
			if err != nil {
				return undefined, err
			}
			list = append(list, nameValue{toWellFormed(k), toWellFormed(s)})
		}
	default:
		s, err := m.toString(init)
		if err != nil {
			return undefined, err
		}
		list = parseForm(strings.TrimPrefix(toWellFormed(s), "?"))
	}
	o.setHidden(slotQuery, str(serializeForm(list)))
	return obj(o), nil
}

// parseForm is the application/x-www-form-urlencoded parser.
func parseForm(q string) []nameValue {
	var out []nameValue
	for _, part := range strings.Split(q, "&") {
		if part == "" {
			continue
		}
		name, value, _ := strings.Cut(part, "=")
		out = append(out, nameValue{formDecode(name), formDecode(value)})
	}
	return out
}

func formDecode(s string) string {
	s = strings.ReplaceAll(s, "+", " ")
	if !strings.Contains(s, "%") {
		return s
	}
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]) {
			b = append(b, unhex(s[i+1])<<4|unhex(s[i+2]))
			i += 2
			continue
		}
		b = append(b, s[i])
	}
	if utf8.Valid(b) {
		return string(b)
	}
	return strings.ToValidUTF8(string(b), "\uFFFD")
}

func isHex(c byte) bool { return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F' }

func unhex(c byte) byte {
	switch {
	case c >= '0' && c <= '9':
		return c - '0'
	case c >= 'a' && c <= 'f':
		return c - 'a' + 10
	}
	return c - 'A' + 10
}

// serializeForm is the application/x-www-form-urlencoded serializer.
func serializeForm(list []nameValue) string {
	var b strings.Builder
	enc := func(s string) {
		s = wtf8.ToUTF8(s)
		for i := 0; i < len(s); i++ {
			c := s[i]
			switch {
			case c == ' ':
				b.WriteByte('+')
			case c == '*' || c == '-' || c == '.' || c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
				b.WriteByte(c)
			default:
				b.WriteByte('%')
				b.WriteString(strings.ToUpper(lowerHex2(int(c))))
			}
		}
	}
	for i, p := range list {
		if i > 0 {
			b.WriteByte('&')
		}
		enc(p.name)
		b.WriteByte('=')
		enc(p.value)
	}
	return b.String()
}

// formatURL formats URL and URLSearchParams objects as node's custom
// inspectors do; ok is false for other objects.
func (ctx *inspectCtx) formatURL(o *Object, depth int) (string, bool) {
	m := ctx.m
	if o.find(slotHref) >= 0 && o.proto == m.classes().protos[protoURL] && o.proto != nil {
		_, u, err := thisURL(m, obj(o), "inspect")
		if err != nil {
			return "", false
		}
		sp, _ := biURLSearchParamsGet(m, o)
		view := &Object{proto: o.proto}
		for _, f := range []struct{ k, v string }{
			{"href", u.Href(false)}, {"origin", urlOrigin(u)}, {"protocol", u.Protocol()}, {"username", u.Username()},
			{"password", u.Password()}, {"host", u.Host()}, {"hostname", u.Hostname()}, {"port", u.Port()},
			{"pathname", u.Pathname()}, {"search", u.Search()},
		} {
			view.setOwn(f.k, str(f.v))
		}
		view.setOwn("searchParams", sp)
		view.setOwn("hash", str(u.Hash()))
		return ctx.formatObject(view, depth), true
	}
	if (o.find(slotQuery) >= 0 || o.find(slotOwner) >= 0) && o.proto == m.classes().protos[protoURLSearchParams] && o.proto != nil {
		inner := &inspectCtx{m: m, depth: ctx.depth - depth - 1}
		var out []string
		length := -2
		for _, p := range m.uspList(o) {
			e := inner.format(str(p.name), 0, true) + " => " + inner.format(str(p.value), 0, true)
			out = append(out, e)
			length += wtf8.UTF16Len(e) + 2
		}
		switch {
		case length > 80:
			return "URLSearchParams {\n  " + strings.Join(out, ",\n  ") + " }", true
		case len(out) > 0:
			return "URLSearchParams { " + strings.Join(out, ", ") + " }", true
		}
		return "URLSearchParams {}", true
	}
	return "", false
}

func biURLSearchParamsGet(m *Machine, o *Object) (Value, error) {
	return urlSearchParams(m, obj(o), nil, nil)
}
