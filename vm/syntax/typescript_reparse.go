package syntax

import (
	"reflect"
	"strconv"
	"strings"
	"sync/atomic"
	"unicode"
	"unicode/utf8"
)

// Stage 6 of the TypeScript path (typescript.go): parseTransformed parses
// esbuild's output with our parser and moves the tree onto the source:
// every span is mapped back through the sourceMapper of typescript_map.go,
// and those of esbuild's rewrites that show in the text are undone. It hands
// the tree of one text to the merge (typescript_merge.go).
//
// The tree is the one esbuild's output parses to, so esbuild's rewrites show
// in it, all of them meaning the same: enums and namespaces become a variable
// and a function call; parameter properties become fields assigned in the
// constructor (which esbuild moves first, with those fields); const enum
// members and string concatenations of literals are folded ("a" + "b" is
// "ab"); unneeded parentheses are dropped, so a node that started or ended
// with one in the source starts or ends inside it. Other rewrites are undone
// here, as the spans are mapped: the names esbuild gives to shadowing
// bindings (x2 for x), `void 0` for `undefined`, `{a: a2}` for a shorthand,
// number literals (1e3 for 1000) and template pieces (a line break for \n)
// as written.
//
// When esbuild accepts the program but our parser rejects its output (syntax
// esbuild passes through unchecked: regular-expression patterns, some early
// errors, decorators), that error is mapped back to the original source,
// unless it is the same error the JavaScript parse reported, whose position
// is exact.

// parseTransformed parses esbuild's output and maps its positions back.
func parseTransformed(code string, m *sourceMapper, jsErr *Error, interrupt *atomic.Bool) (*Program, error) {
	if strings.TrimSpace(code) == "" {
		// Only types: nothing to run.
		return &Program{LastExpr: -1}, nil
	}
	prog, err := parseJSWith(code, GoalProgram, interrupt)
	if err != nil {
		perr, ok := err.(*Error)
		if !ok || perr.interrupted {
			return nil, err
		}
		pos := m.start(int(perr.Pos.Offset))
		if perr.Msg == jsErr.Msg && pos.Line == jsErr.Pos.Line {
			// The same error the JavaScript parse found, whose position is exact.
			return nil, jsErr
		}
		msg := perr.Msg
		if int(pos.Offset) < len(m.src) && m.src[pos.Offset] == '@' {
			msg = "decorators are not supported (TypeScript decorators cannot be erased to plain JavaScript)"
		}
		return nil, &Error{Pos: pos, Msg: msg}
	}
	members, ok := remapSpans(prog, m, interrupt)
	if !ok {
		return nil, errInterrupted()
	}
	for _, cm := range members {
		if at := literalTypedField(m.src, cm); at >= 0 {
			// typescript_fields.go: JavaScript's error, `a: 0` is not a = 0.
			if jsErr != nil && int(jsErr.Pos.Offset) == at {
				return nil, jsErr
			}
			return nil, &Error{Pos: m.orig.pos(at), Msg: "Unexpected token ':'"}
		}
	}
	return prog, nil
}

var (
	spanType        = reflect.TypeFor[Span]()
	identifierType  = reflect.TypeFor[*Identifier]()
	numberLitType   = reflect.TypeFor[*NumberLit]()
	templateType    = reflect.TypeFor[*TemplateElement]()
	propertyType    = reflect.TypeFor[*Property]()
	patternPropType = reflect.TypeFor[*PatternProp]()
	classMemberType = reflect.TypeFor[*ClassMember]()
)

// remapSpans rewrites every Span in the tree under n through m. It walks the
// tree by reflection, so a node kind added to the AST later cannot be missed.
// A node reachable twice (a shorthand property's key and value may be the
// same *Identifier) is rewritten once. It returns the class members it
// met, and false when a set interrupt stopped it.
func remapSpans(n Node, m *sourceMapper, interrupt *atomic.Bool) ([]*ClassMember, bool) {
	w := spanWalker{m: m, seen: map[uintptr]bool{}, interrupt: interrupt}
	w.walk(reflect.ValueOf(n))
	if w.stopped {
		return nil, false
	}
	restoreRenamed(w.idents, m.src)
	for _, p := range w.props {
		restoreShorthand(p)
	}
	return w.members, true
}

type spanWalker struct {
	m       *sourceMapper
	seen    map[uintptr]bool
	idents  []*Identifier
	props   []Node // *Property and *PatternProp
	members []*ClassMember

	interrupt *atomic.Bool // polled every pollEvery nodes
	stopped   bool         // by the interrupt: the walk is unwinding
}

func (w *spanWalker) walk(v reflect.Value) {
	if w.stopped {
		return
	}
	switch v.Kind() {
	case reflect.Pointer:
		if v.IsNil() || v.Type().Elem().Kind() != reflect.Struct {
			return
		}
		if w.seen[v.Pointer()] {
			return
		}
		w.seen[v.Pointer()] = true
		if len(w.seen)%pollEvery == 0 && w.interrupt != nil && w.interrupt.Load() {
			w.stopped = true
			return
		}
		w.walk(v.Elem())
		switch v.Type() {
		case numberLitType:
			restoreNumberRaw(v.Interface().(*NumberLit), w.m.src)
		case identifierType:
			id := v.Interface().(*Identifier)
			restoreIdentEnd(id, w.m.src)
			w.idents = append(w.idents, id)
		case templateType:
			restoreTemplateRaw(v.Interface().(*TemplateElement), w.m.src)
		case propertyType, patternPropType:
			w.props = append(w.props, v.Interface().(Node))
		case classMemberType:
			w.members = append(w.members, v.Interface().(*ClassMember))
		}
	case reflect.Interface:
		if v.IsNil() {
			return
		}
		w.walk(v.Elem())
		if u, ok := v.Interface().(*UnaryExpr); ok && v.CanSet() && isVoidZero(u) &&
			strings.HasPrefix(w.m.src[u.Start.Offset:], "undefined") && identEnd(w.m.src, int(u.Start.Offset)) == int(u.Start.Offset)+len("undefined") {
			// esbuild prints the global undefined as void 0.
			id := &Identifier{Span: Span{Start: u.Start, End: u.Start.Offset + int32(len("undefined"))}, Name: "undefined"}
			v.Set(reflect.ValueOf(id))
		}
	case reflect.Slice:
		for i := range v.Len() {
			w.walk(v.Index(i))
		}
	case reflect.Struct:
		if v.Type() == spanType {
			if v.CanSet() {
				s := v.Addr().Interface().(*Span)
				*s = w.m.span(*s)
			}
			return
		}
		for i := range v.NumField() {
			switch f := v.Field(i); f.Kind() {
			case reflect.Pointer, reflect.Interface, reflect.Slice, reflect.Struct:
				w.walk(f)
			}
		}
	}
}

func isVoidZero(u *UnaryExpr) bool {
	n, ok := u.X.(*NumberLit)
	return u.Op == OpVoid && ok && n.Value == 0
}

// restoreShorthand marks a property written as a shorthand ({a}) as one
// again: esbuild prints {a: a2} for a shorthand whose binding it renamed,
// and the key and the value then map to the same place.
func restoreShorthand(n Node) {
	var key, value Node
	switch p := n.(type) {
	case *Property:
		if p.Computed || p.Kind != PropInit || p.Method || p.Shorthand {
			return
		}
		key, value = p.Key, p.Value
		defer func() {
			if sameName(key, value) {
				p.Shorthand = true
			}
		}()
	case *PatternProp:
		if p.Computed || p.Shorthand {
			return
		}
		key, value = p.Key, p.Value
		if a, ok := value.(*AssignPattern); ok {
			value = a.Target
		}
		defer func() {
			if sameName(key, value) {
				p.Shorthand = true
			}
		}()
	}
}

// sameName reports two identifiers with the same name at the same place.
func sameName(a, b Node) bool {
	x, ok1 := a.(*Identifier)
	y, ok2 := b.(*Identifier)
	return ok1 && ok2 && x.Name == y.Name && x.Start.Offset == y.Start.Offset
}

// restoreRenamed undoes esbuild's renaming of bindings. esbuild renames a
// binding that shadows another by appending digits (message2 for a parameter
// message that shadows a top-level message), which would change a function's
// .name and the names in error messages. A name N is given back its original
// spelling W only when every identifier named N sits where W is written in
// the source (and N is W followed by digits): then all of them are the
// user's identifiers, and the original program bound them the same way. A
// name that also occurs elsewhere (esbuild's own code for an enum or a
// namespace refers to its renamed parameter from positions where the name is
// not written) keeps esbuild's spelling everywhere, which is consistent.
func restoreRenamed(idents []*Identifier, src string) {
	type verdict struct {
		orig string // the original spelling of the first occurrence
		ok   bool   // every occurrence is orig followed by digits
	}
	verdicts := map[string]*verdict{}
	for _, id := range idents {
		start := int(id.Start.Offset)
		word := src[start:identEnd(src, start)]
		v := verdicts[id.Name]
		if v == nil {
			v = &verdict{orig: word, ok: true}
			verdicts[id.Name] = v
		}
		rest, isPrefix := strings.CutPrefix(id.Name, word)
		if !isPrefix || rest == "" || strings.Trim(rest, "0123456789") != "" || word != v.orig {
			v.ok = false
		}
	}
	for _, id := range idents {
		if v := verdicts[id.Name]; v.ok {
			id.Name = v.orig
		}
	}
}

// restoreIdentEnd ends an identifier where its name ends in the original.
// The mapped end is only as good as the copy: esbuild renames a binding that
// shadows another by appending digits (an enum's inner parameter Color2 for
// Color), and its mapped end then overshoots.
func restoreIdentEnd(id *Identifier, src string) {
	start := int(id.Start.Offset)
	end := identEnd(src, start)
	if end == start {
		return
	}
	word := src[start:end]
	rest, ok := strings.CutPrefix(id.Name, word)
	if ok && strings.Trim(rest, "0123456789") == "" || strings.Contains(word, "\\") {
		id.End = int32(end)
	}
}

// identEnd returns the end of the identifier-like word starting at i.
func identEnd(src string, i int) int {
	for i < len(src) {
		c := src[i]
		switch {
		case isWordByte(c):
			i++
		case c == '\\' && i+1 < len(src) && src[i+1] == 'u':
			if j := strings.IndexByte(src[i:], '}'); i+2 < len(src) && src[i+2] == '{' && j > 0 {
				i += j + 1
			} else {
				i = min(len(src), i+6)
			}
		case c >= utf8.RuneSelf:
			r, size := utf8.DecodeRuneInString(src[i:])
			if !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != 0x200C && r != 0x200D &&
				!unicode.In(r, unicode.Mn, unicode.Mc, unicode.Pc, unicode.Other_ID_Start, unicode.Other_ID_Continue) {
				return i
			}
			i += size
		default:
			return i
		}
	}
	return i
}

// restoreTemplateRaw gives a template piece back its raw text and extent in
// the original: esbuild rewrites the pieces of untagged templates (it prints
// the escape \n as a line break, for one), keeping only their cooked values.
func restoreTemplateRaw(el *TemplateElement, src string) {
	start := int(el.Start.Offset)
	if start == 0 || start > len(src) || src[start-1] != '`' && src[start-1] != '}' {
		return // not mapped to the start of a template piece
	}
	end := start
scan:
	for end < len(src) {
		switch src[end] {
		case '\\':
			end++
		case '`':
			break scan
		case '$':
			if end+1 < len(src) && src[end+1] == '{' {
				break scan
			}
		}
		end++
	}
	end = min(end, len(src))
	el.Raw = strings.ReplaceAll(strings.ReplaceAll(src[start:end], "\r\n", "\n"), "\r", "\n")
	el.End = int32(end)
}

// restoreNumberRaw gives a number literal back the text the user wrote:
// esbuild prints numbers its own way (0xFF as 255, 1_000 as 1e3). It keeps
// esbuild's text when the original at that position is not the same number
// (a constant esbuild inlined, like a const enum member).
func restoreNumberRaw(lit *NumberLit, src string) {
	start := int(lit.Start.Offset)
	end := start
	for end < len(src) {
		c := src[end]
		if isWordByte(c) || c == '.' ||
			(c == '+' || c == '-') && end > start && (src[end-1] == 'e' || src[end-1] == 'E') && !isRadixLiteral(src[start:end]) {
			end++
			continue
		}
		break
	}
	raw := src[start:end]
	if v, ok := numberLiteralValue(raw); ok && (v == lit.Value || v != v && lit.Value != lit.Value) {
		lit.Raw = raw
		lit.End = int32(end)
	}
}

func isRadixLiteral(s string) bool {
	return len(s) >= 2 && s[0] == '0' && strings.ContainsRune("xXoObB", rune(s[1]))
}

// numberLiteralValue evaluates a JavaScript numeric literal (not legacy octal).
func numberLiteralValue(raw string) (float64, bool) {
	if raw == "" || !(raw[0] >= '0' && raw[0] <= '9' || raw[0] == '.') {
		return 0, false
	}
	s := strings.ReplaceAll(raw, "_", "")
	if isRadixLiteral(s) {
		base := map[byte]int{'x': 16, 'o': 8, 'b': 2}[s[1]|0x20]
		u, err := strconv.ParseUint(s[2:], base, 64)
		if err != nil || u > 1<<53 {
			return 0, false
		}
		return float64(u), true
	}
	if len(s) > 1 && s[0] == '0' && s[1] >= '0' && s[1] <= '9' {
		return 0, false // legacy octal or leading zero: leave esbuild's text
	}
	v, err := strconv.ParseFloat(s, 64)
	return v, err == nil
}
