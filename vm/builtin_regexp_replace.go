package vm

import (
	"strconv"
	"strings"

	"github.com/codemode-go/codemode/vm/internal/wtf8"
)

// RegExp.prototype[Symbol.replace] and the dispatch of the String methods
// that take a pattern.

// replaceValue reads the replaceValue argument of replace and replaceAll:
// a function to call per match, or else its string (with $ patterns).
func (m *Machine) replaceValue(rep Value) (isFn bool, s string, err error) {
	if rep.isCallable() {
		return true, "", nil
	}
	s, err = m.toString(rep)
	return false, s, err
}

// regexpSymbolReplace is RegExp.prototype[Symbol.replace].
func regexpSymbolReplace(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	rx, err := thisRegExpObject(m, this, "@@replace")
	if err != nil {
		return undefined, err
	}
	s, err := m.toString(arg(args, 0))
	if err != nil {
		return undefined, err
	}
	rep := arg(args, 1)
	fnRep, repStr, err := m.replaceValue(rep)
	if err != nil {
		return undefined, err
	}
	_, global, unicode, err := m.regexpFlags(rx)
	if err != nil {
		return undefined, err
	}
	if global {
		if err := m.set(rx, "lastIndex", num(0), true); err != nil {
			return undefined, err
		}
	}
	if d, err := m.fastRegExp(rx, global, unicode); err != nil {
		return undefined, err
	} else if d != nil {
		return m.regexpReplace(s, rx, d, rep, fnRep, repStr)
	}
	results, err := m.execAll(rx, s, global, unicode)
	if err != nil {
		return undefined, err
	}
	u := wtf8.ToUTF16(s)
	b := strBuf{m: m}
	next := 0
	for _, r := range results {
		if b.tooLong {
			return undefined, m.errStringLength()
		}
		rv := obj(r)
		lv, err := m.get(r, "length", rv)
		if err != nil {
			return undefined, err
		}
		nCaps, err := m.toLength(lv)
		if err != nil {
			return undefined, err
		}
		nCaps = max(nCaps-1, 0)
		matched, err := m.getString(r, "0")
		if err != nil {
			return undefined, err
		}
		iv, err := m.get(r, "index", rv)
		if err != nil {
			return undefined, err
		}
		pf, err := m.toNumber(iv)
		if err != nil {
			return undefined, err
		}
		position := int(max(min(toInteger(pf), float64(len(u))), 0))
		if nCaps > maxArrayLength {
			return undefined, m.errArrayLength()
		}
		captures := make([]Value, 0, int(nCaps))
		for i := 1; i <= int(nCaps); i++ {
			c, err := m.get(r, strconv.Itoa(i), rv)
			if err != nil {
				return undefined, err
			}
			if c.kind != KUndefined {
				cs, err := m.toString(c)
				if err != nil {
					return undefined, err
				}
				c = str(cs)
			}
			captures = append(captures, c)
		}
		named, err := m.get(r, "groups", rv)
		if err != nil {
			return undefined, err
		}
		var replacement string
		if fnRep {
			cargs := append([]Value{str(matched)}, captures...)
			cargs = append(cargs, num(float64(position)), str(s))
			if named.kind != KUndefined {
				cargs = append(cargs, named)
			}
			rv, err := m.callFunction(rep, undefined, cargs)
			if err != nil {
				return undefined, err
			}
			if replacement, err = m.toString(rv); err != nil {
				return undefined, err
			}
		} else {
			if named.kind != KUndefined {
				no, err := m.toObject(named)
				if err != nil {
					return undefined, err
				}
				named = obj(no)
			}
			var rb strBuf
			if err := m.getSubstitution(&rb, matched, u, position, captures, named, repStr); err != nil {
				return undefined, err
			}
			replacement = rb.String()
		}
		if position >= next {
			b.WriteString(wtf8.FromUTF16(u[next:position]))
			b.WriteString(replacement)
			next = min(position+wtf8.UTF16Len(matched), len(u))
		}
	}
	if next < len(u) {
		b.WriteString(wtf8.FromUTF16(u[next:]))
	}
	return b.result(m)
}

// getSubstitution expands $$, $&, $`, $', $n, $nn and $<name> in rep for
// a match found by an exec of any kind (named: undefined or an object).
func (m *Machine) getSubstitution(b *strBuf, matched string, u []uint16, position int, captures []Value, named Value, rep string) error {
	for i := 0; i < len(rep); i++ {
		c := rep[i]
		if c != '$' || i+1 >= len(rep) {
			b.WriteByte(c)
			continue
		}
		switch n := rep[i+1]; {
		case n == '$':
			b.WriteByte('$')
			i++
		case n == '&':
			b.WriteString(matched)
			i++
		case n == '`':
			b.WriteString(wtf8.FromUTF16(u[:position]))
			i++
		case n == '\'':
			b.WriteString(wtf8.FromUTF16(u[min(position+wtf8.UTF16Len(matched), len(u)):]))
			i++
		case n >= '0' && n <= '9':
			idx, digits := int(n-'0'), 1
			if i+2 < len(rep) && rep[i+2] >= '0' && rep[i+2] <= '9' {
				if two := idx*10 + int(rep[i+2]-'0'); two <= len(captures) {
					idx, digits = two, 2
				}
			}
			if idx == 0 || idx > len(captures) {
				b.WriteByte(c)
				continue
			}
			if cv := captures[idx-1]; cv.kind == KString {
				b.WriteString(cv.ref.(string))
			}
			i += digits
		case n == '<' && named.kind != KUndefined:
			end := strings.IndexByte(rep[i:], '>')
			if end < 0 {
				b.WriteByte(c)
				continue
			}
			v, err := m.get(named.asObject(), rep[i+2:i+end], named)
			if err != nil {
				return err
			}
			if v.kind != KUndefined {
				vs, err := m.toString(v)
				if err != nil {
					return err
				}
				b.WriteString(vs)
			}
			i += end
		default:
			b.WriteByte(c)
		}
	}
	return nil
}

// regexpReplace is [Symbol.replace] with the built-in exec (lastIndex of
// a global regexp is already 0).
func (m *Machine) regexpReplace(s string, o *Object, d *regexpData, rep Value, fnRep bool, repStr string) (Value, error) {
	// ASCII input: UTF-16 indices are byte indices, so the text between
	// matches is copied straight from s.
	subj := newReplaceSubject(s)
	sv := str(s)
	b := strBuf{m: m}
	last, found := 0, false
	var args []Value // the callback's arguments, reused: a call copies them
	write := func(mt *regexpMatch) error {
		if b.tooLong {
			return m.errStringLength()
		}
		if !found {
			b.presize(len(s)) // most replacements keep about the input's length
		}
		found = true
		b.WriteString(subj.piece(last, mt.index))
		if fnRep {
			args = append(mt.appendGroups(args[:0], 3), num(float64(mt.index)), sv)
			if g := mt.namedGroups(mt.group); g.kind != KUndefined {
				args = append(args, g)
			}
			r, err := m.callFunction(rep, undefined, args)
			if err != nil {
				return err
			}
			rs, err := m.toString(r)
			if err != nil {
				return err
			}
			b.WriteString(rs)
		} else {
			expandRegexpReplacement(&b, repStr, mt, subj)
		}
		last = mt.end
		return nil
	}
	switch {
	case !d.meta().global:
		mt, err := m.regexpExec(o, d, s)
		if err != nil {
			return undefined, err
		}
		if mt != nil {
			if err := write(mt); err != nil {
				return undefined, err
			}
		}
	default:
		// The specification finds every match before it calls a
		// replacement function, and then lastIndex is 0. The built-in
		// exec does nothing a callback could see and reads nothing a
		// callback could change (s is a string, d immutable), so here
		// each match is replaced as it is found, with lastIndex already
		// 0 (the caller set it): the matches are never all held at once.
		if err := m.eachMatch(d, s, 0, write); err != nil {
			return undefined, err
		}
	}
	if !found {
		return str(s), nil
	}
	b.WriteString(subj.piece(last, subj.len()))
	return b.result(m)
}

// expandRegexpReplacement writes rep to b, expanding $$, $&, $`, $', $n,
// $nn and $<name> for a match of the built-in exec.
func expandRegexpReplacement(b *strBuf, rep string, mt *regexpMatch, subj replaceSubject) {
	if !strings.Contains(rep, "$") {
		b.WriteString(rep)
		return
	}
	for i := 0; i < len(rep); i++ {
		c := rep[i]
		if c != '$' || i+1 >= len(rep) {
			b.WriteByte(c)
			continue
		}
		n := rep[i+1]
		switch {
		case n == '$':
			b.WriteByte('$')
			i++
		case n == '&':
			b.WriteString(mt.groupText(0))
			i++
		case n == '`':
			b.WriteString(subj.piece(0, mt.index))
			i++
		case n == '\'':
			b.WriteString(subj.piece(mt.end, subj.len()))
			i++
		case n >= '0' && n <= '9':
			idx := int(n - '0')
			adv := 1
			if i+2 < len(rep) && rep[i+2] >= '0' && rep[i+2] <= '9' {
				two := idx*10 + int(rep[i+2]-'0')
				if two > 0 && two < mt.ngroups() {
					idx, adv = two, 2
				}
			}
			if idx == 0 || idx >= mt.ngroups() {
				b.WriteByte(c)
				continue
			}
			b.WriteString(mt.groupText(idx))
			i += adv
		case n == '<' && mt.info != nil && mt.info.names != nil:
			end := strings.IndexByte(rep[i:], '>')
			if end < 0 {
				b.WriteByte(c)
				continue
			}
			name := rep[i+2 : i+end]
			for k, nm := range mt.info.names {
				// With duplicate names, the group that participated.
				if nm != "" && nm == name && k < mt.ngroups() && mt.caps[2*k-2] >= 0 {
					b.WriteString(mt.groupText(k))
					break
				}
			}
			i += end
		default:
			b.WriteByte(c)
		}
	}
}

// stringPatternMethod is String.prototype.match, matchAll and search: an
// object pattern's own method under sym handles the call; anything else
// becomes a RegExp whose method does.
func (m *Machine) stringPatternMethod(this Value, args []Value, sym *Symbol, method string) (Value, error) {
	if r, ok, err := m.dispatchPattern(this, args, sym, method); ok {
		return r, err
	}
	s, err := thisString(m, this, method)
	if err != nil {
		return undefined, err
	}
	flags := undefined
	if sym == symMatchAll {
		flags = str("g")
	}
	rv, err := m.regexpCreate(arg(args, 0), flags, false)
	if err != nil {
		return undefined, err
	}
	rx := rv.asObject()
	f, err := m.get(rx, sym.key, rv)
	if err != nil {
		return undefined, err
	}
	if !f.isCallable() {
		return undefined, m.typeError("%s is not a function", m.inspectShort(f))
	}
	return m.callFunction(f, rv, []Value{str(s)})
}

// dispatchPattern is the first step of the String methods that take a
// pattern (match, matchAll, replace, replaceAll, search, split): when the
// pattern is an object with a method under sym, ok is true and the result
// is that method's. matchAll and replaceAll first require a RegExp pattern
// to be global.
func (m *Machine) dispatchPattern(this Value, args []Value, sym *Symbol, method string) (r Value, ok bool, err error) {
	if this.isNullish() {
		_, err := thisString(m, this, method)
		return undefined, true, err
	}
	p := arg(args, 0)
	po := p.asObject()
	if po == nil {
		return undefined, false, nil
	}
	if method == "matchAll" || method == "replaceAll" {
		isRe, err := m.isRegExp(p)
		if err != nil {
			return undefined, true, err
		}
		if isRe {
			fv, err := m.get(po, "flags", p)
			if err != nil {
				return undefined, true, err
			}
			if fv.isNullish() {
				return undefined, true, m.typeError("String.prototype.%s called with a non-global RegExp argument", method)
			}
			flags, err := m.toString(fv)
			if err != nil {
				return undefined, true, err
			}
			if !strings.ContainsRune(flags, 'g') {
				return undefined, true, m.typeError("String.prototype.%s called with a non-global RegExp argument", method)
			}
		}
	}
	f, err := m.get(po, sym.key, p)
	if err != nil {
		return undefined, true, err
	}
	if f.isNullish() {
		return undefined, false, nil
	}
	if !f.isCallable() {
		return undefined, true, m.typeError("%s is not a function", m.inspectShort(f))
	}
	rest := []Value{this}
	if sym == symReplace || sym == symSplit {
		rest = append(rest, arg(args, 1))
	}
	r, err = m.callFunction(f, p, rest)
	return r, true, err
}
