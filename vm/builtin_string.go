package vm

import (
	"math"
	"slices"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"golang.org/x/text/cases"
	"golang.org/x/text/language"
	"golang.org/x/text/unicode/norm"

	"github.com/codemode-go/codemode/vm/internal/wtf8"
)

var _ = norm.NFC

func init() {
	ctorIDs[protoString] = registerCtor("String", 1,
		func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			if len(args) == 0 {
				return str(""), nil
			}
			if args[0].kind == KSymbol {
				return str(args[0].ref.(*Symbol).String()), nil
			}
			s, err := m.toString(args[0])
			return str(s), err
		},
		func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			s := ""
			if len(args) > 0 {
				var err error
				if s, err = m.toString(args[0]); err != nil {
					return undefined, err
				}
			}
			m.charge(objectSize + strHeader)
			return obj(&Object{class: ClassString, proto: m.proto(protoString), internal: s}), nil
		})
	ctorTables[protoString] = newTable(ctorEntries(protoString)...)
	ctorTables[protoString].add(
		fn("String.raw", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			strs, err := m.toObject(arg(args, 0))
			if err != nil {
				return undefined, err
			}
			rawv, err := m.get(strs, "raw", obj(strs))
			if err != nil {
				return undefined, err
			}
			// The raw strings go through ToObject, so a string is a list of
			// its characters and a missing raw is a TypeError.
			rawo, err := m.toObject(rawv)
			if err != nil {
				return undefined, err
			}
			raw, err := m.argList(obj(rawo))
			if err != nil {
				return undefined, err
			}
			b := strBuf{m: m}
			for i, r := range raw {
				s, err := m.toString(r)
				if err != nil {
					return undefined, err
				}
				b.WriteString(s)
				if i+1 < len(raw) && i+1 < len(args) {
					s, err := m.toString(args[i+1])
					if err != nil {
						return undefined, err
					}
					b.WriteString(s)
				}
				if b.tooLong {
					break
				}
			}
			return b.result(m)
		}),
		fn("String.fromCharCode", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			u := make([]uint16, len(args))
			for i, a := range args {
				f, err := m.toNumber(a)
				if err != nil {
					return undefined, err
				}
				u[i] = uint16(toUint32(f))
			}
			return str(wtf8.FromUTF16(u)), nil
		}),
		fn("String.fromCodePoint", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			var u []uint16
			for _, a := range args {
				f, err := m.toNumber(a)
				if err != nil {
					return undefined, err
				}
				if f != math.Trunc(f) || f < 0 || f > 0x10FFFF {
					return undefined, m.rangeError("Invalid code point %s", numberToString(f))
				}
				r := rune(f)
				if r >= 0x10000 {
					r1, r2 := utf16.EncodeRune(r)
					u = append(u, uint16(r1), uint16(r2))
				} else {
					u = append(u, uint16(r))
				}
			}
			return str(wtf8.FromUTF16(u)), nil
		}),
	)
	protoTables[protoString] = newTable(protoEntries(protoString)...)
	protoTables[protoString].add(stringHTMLMethods()...)
	protoTables[protoString].add(
		fn("String.prototype.isWellFormed", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			s, err := thisString(m, this, "isWellFormed")
			return boolean(isWellFormed(s)), err
		}),
		fn("String.prototype.toWellFormed", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			s, err := thisString(m, this, "toWellFormed")
			return str(toWellFormed(s)), err
		}),
		fn("String.prototype.toString", 0, stringValueOf),
		fn("String.prototype.valueOf", 0, stringValueOf),
		fn("String.prototype.charAt", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			s, i, err := strAndIndex(m, this, args, "charAt")
			if err != nil {
				return undefined, err
			}
			u, _ := m.strUnit(s, i)
			return str(u), nil
		}),
		fn("String.prototype.charCodeAt", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			s, i, err := strAndIndex(m, this, args, "charCodeAt")
			if err != nil {
				return undefined, err
			}
			c, ok := m.strCodeUnit(s, i)
			if !ok {
				return num(math.NaN()), nil
			}
			return num(float64(c)), nil
		}),
		fn("String.prototype.codePointAt", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			s, i, err := strAndIndex(m, this, args, "codePointAt")
			if err != nil {
				return undefined, err
			}
			u := wtf8.ToUTF16(s)
			if i < 0 || i >= len(u) {
				return undefined, nil
			}
			c := rune(u[i])
			if c >= 0xD800 && c < 0xDC00 && i+1 < len(u) && u[i+1] >= 0xDC00 && u[i+1] < 0xE000 {
				c = utf16.DecodeRune(c, rune(u[i+1]))
			}
			return num(float64(c)), nil
		}),
		fn("String.prototype.at", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			s, i, err := strAndIndex(m, this, args, "at")
			if err != nil {
				return undefined, err
			}
			n := wtf8.UTF16Len(s)
			if i < 0 {
				i += n
			}
			if i < 0 || i >= n {
				return undefined, nil
			}
			return str(wtf8.CharAt(s, i)), nil
		}),
		fn("String.prototype.indexOf", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			s, sub, err := strAndArg(m, this, args, "indexOf")
			if err != nil {
				return undefined, err
			}
			from, err := m.toNumber(arg(args, 1))
			if err != nil {
				return undefined, err
			}
			f := int(math.Max(0, math.Min(toInteger(from), float64(wtf8.UTF16Len(s)))))
			m.workBytes(len(s))
			return num(float64(wtf8.Index(s, sub, f))), nil
		}),
		fn("String.prototype.lastIndexOf", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			s, sub, err := strAndArg(m, this, args, "lastIndexOf")
			if err != nil {
				return undefined, err
			}
			from := math.Inf(1)
			if a := arg(args, 1); a.kind != KUndefined {
				f, err := m.toNumber(a)
				if err != nil {
					return undefined, err
				}
				if f == f {
					from = toInteger(f)
				}
			}
			n := wtf8.UTF16Len(s)
			f := int(math.Max(0, math.Min(from, float64(n))))
			m.workBytes(len(s))
			return num(float64(wtf8.LastIndex(s, sub, f))), nil
		}),
		fn("String.prototype.includes", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			s, sub, err := searchArgs(m, this, args, "includes")
			if err != nil {
				return undefined, err
			}
			from, err := m.toNumber(arg(args, 1))
			if err != nil {
				return undefined, err
			}
			f := int(math.Max(0, math.Min(toInteger(from), float64(wtf8.UTF16Len(s)))))
			m.workBytes(len(s))
			return boolean(wtf8.Index(s, sub, f) >= 0), nil
		}),
		fn("String.prototype.startsWith", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			s, sub, err := searchArgs(m, this, args, "startsWith")
			if err != nil {
				return undefined, err
			}
			if a := arg(args, 1); a.kind != KUndefined {
				from, err := m.toNumber(a)
				if err != nil {
					return undefined, err
				}
				f := int(math.Max(0, math.Min(toInteger(from), float64(wtf8.UTF16Len(s)))))
				s = wtf8.Substring(s, f, wtf8.UTF16Len(s))
			}
			return boolean(hasPrefixUnits(s, sub)), nil
		}),
		fn("String.prototype.endsWith", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			s, sub, err := searchArgs(m, this, args, "endsWith")
			if err != nil {
				return undefined, err
			}
			if a := arg(args, 1); a.kind != KUndefined {
				end, err := m.toNumber(a)
				if err != nil {
					return undefined, err
				}
				e := int(math.Max(0, math.Min(toInteger(end), float64(wtf8.UTF16Len(s)))))
				s = wtf8.Substring(s, 0, e)
			}
			return boolean(hasSuffixUnits(s, sub)), nil
		}),
		fn("String.prototype.slice", 2, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			s, err := thisString(m, this, "slice")
			if err != nil {
				return undefined, err
			}
			n := wtf8.UTF16Len(s)
			start, end, err := relRange(m, arg(args, 0), arg(args, 1), n)
			if err != nil {
				return undefined, err
			}
			if end < start {
				return str(""), nil
			}
			return str(wtf8.Substring(s, start, end)), nil
		}),
		fn("String.prototype.substring", 2, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			s, err := thisString(m, this, "substring")
			if err != nil {
				return undefined, err
			}
			n := wtf8.UTF16Len(s)
			clamp := func(v Value, def int) (int, error) {
				if v.kind == KUndefined {
					return def, nil
				}
				f, err := m.toNumber(v)
				if err != nil {
					return 0, err
				}
				return int(math.Max(0, math.Min(toInteger(f), float64(n)))), nil
			}
			a, err := clamp(arg(args, 0), 0)
			if err != nil {
				return undefined, err
			}
			b, err := clamp(arg(args, 1), n)
			if err != nil {
				return undefined, err
			}
			if a > b {
				a, b = b, a
			}
			return str(wtf8.Substring(s, a, b)), nil
		}),
		fn("String.prototype.substr", 2, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			s, err := thisString(m, this, "substr")
			if err != nil {
				return undefined, err
			}
			n := wtf8.UTF16Len(s)
			start, err := relIndex(m, arg(args, 0), n, 0)
			if err != nil {
				return undefined, err
			}
			length := float64(n - start)
			if a := arg(args, 1); a.kind != KUndefined {
				f, err := m.toNumber(a)
				if err != nil {
					return undefined, err
				}
				length = math.Max(0, math.Min(toInteger(f), float64(n-start)))
			}
			return str(wtf8.Substring(s, start, start+int(length))), nil
		}),
		fn("String.prototype.toUpperCase", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			s, err := thisString(m, this, "toUpperCase")
			m.workBytes(len(s))
			return str(jsUpper(s)), err
		}),
		fn("String.prototype.toLowerCase", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			s, err := thisString(m, this, "toLowerCase")
			m.workBytes(len(s))
			return str(jsLower(s)), err
		}),
		fn("String.prototype.toLocaleUpperCase", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			return localeCase(m, this, args, "toLocaleUpperCase", true)
		}),
		fn("String.prototype.toLocaleLowerCase", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			return localeCase(m, this, args, "toLocaleLowerCase", false)
		}),
		fn("String.prototype.trim", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			s, err := thisString(m, this, "trim")
			return str(trimJSSpace(s)), err
		}),
		fn("String.prototype.trimStart", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			s, err := thisString(m, this, "trimStart")
			return str(strings.TrimLeftFunc(s, isJSSpace)), err
		}),
		fn("String.prototype.trimEnd", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			s, err := thisString(m, this, "trimEnd")
			return str(strings.TrimRightFunc(s, isJSSpace)), err
		}),
		fn("String.prototype.toLocaleString", 0, stringValueOf),
		fn("String.prototype.trimLeft", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			s, err := thisString(m, this, "trimLeft")
			return str(strings.TrimLeftFunc(s, isJSSpace)), err
		}),
		fn("String.prototype.trimRight", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			s, err := thisString(m, this, "trimRight")
			return str(strings.TrimRightFunc(s, isJSSpace)), err
		}),
		fn("String.prototype.padStart", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			return stringPad(m, this, args, true)
		}),
		fn("String.prototype.padEnd", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			return stringPad(m, this, args, false)
		}),
		fn("String.prototype.repeat", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			s, err := thisString(m, this, "repeat")
			if err != nil {
				return undefined, err
			}
			f, err := m.toNumber(arg(args, 0))
			if err != nil {
				return undefined, err
			}
			f = toInteger(f)
			if f < 0 || math.IsInf(f, 0) {
				return undefined, m.rangeError("Invalid count value: %s", numberToString(f))
			}
			if float64(m.strLen(s))*f > maxStringLength {
				return undefined, m.errStringLength()
			}
			m.charge(len(s) * int(f))
			m.workBytes(len(s) * int(f))
			r := strings.Repeat(s, int(f))
			if wtf8.Seam(s, s) {
				r = wtf8.FromUTF16(wtf8.ToUTF16(r)) // each seam joins a pair
			}
			return str(r), nil
		}),
		fn("String.prototype.concat", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			s, err := thisString(m, this, "concat")
			if err != nil {
				return undefined, err
			}
			rest, err := m.concat(args)
			if err != nil {
				return undefined, err
			}
			s, err = m.concatStrings(s, rest)
			return str(s), err
		}),
		fn("String.prototype.split", 2, stringSplit),
		fn("String.prototype.replace", 2, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			return stringReplace(m, this, args, false)
		}),
		fn("String.prototype.replaceAll", 2, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			return stringReplace(m, this, args, true)
		}),
		fn("String.prototype.localeCompare", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			s, other, err := strAndArg(m, this, args, "localeCompare")
			if err != nil {
				return undefined, err
			}
			m.workBytes(len(s) + len(other))
			c, err := stringLocaleCompare(m, s, other, args)
			return num(float64(c)), err
		}),
		fn("String.prototype.normalize", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			s, err := thisString(m, this, "normalize")
			if err != nil {
				return undefined, err
			}
			form := "NFC"
			if a := arg(args, 0); a.kind != KUndefined {
				if form, err = m.toString(a); err != nil {
					return undefined, err
				}
			}
			switch form {
			case "NFC":
				return m.normalize(norm.NFC, s)
			case "NFD":
				return m.normalize(norm.NFD, s)
			case "NFKC":
				return m.normalize(norm.NFKC, s)
			case "NFKD":
				return m.normalize(norm.NFKD, s)
			}
			return undefined, m.rangeError("The normalization form should be one of NFC, NFD, NFKC, NFKD.")
		}),
	)
}

// normalize applies a Unicode normalization form. A character can expand
// to at most 18 code units (U+FDFA under NFKD), so long inputs are
// normalized segment by segment, stopping at maxStringLength.
func (m *Machine) normalize(f norm.Form, s string) (Value, error) {
	m.workBytes(len(s))
	if 18*len(s) <= maxStringLength {
		return str(f.String(s)), nil
	}
	b := strBuf{m: m}
	var it norm.Iter
	it.InitString(f, s)
	for !it.Done() && !b.tooLong {
		b.WriteString(string(it.Next()))
	}
	return b.result(m)
}

// jsUpper and jsLower are the full Unicode case mappings JavaScript uses
// (ß → SS, İ → i̇, final sigma); lone surrogates pass through unchanged.
func jsUpper(s string) string {
	if len(s) == 1 && 'a' <= s[0] && s[0] <= 'z' {
		b := [1]byte{s[0] - 'a' + 'A'}
		return string(b[:]) // a one-byte string is the runtime's, not allocated
	}
	if wtf8.IsASCII(s) {
		return strings.ToUpper(s)
	}
	return mapValidRuns(s, func(t string) string { return cases.Upper(language.Und).String(t) })
}

func jsLower(s string) string {
	if len(s) == 1 && 'A' <= s[0] && s[0] <= 'Z' {
		b := [1]byte{s[0] - 'A' + 'a'}
		return string(b[:])
	}
	if wtf8.IsASCII(s) {
		return strings.ToLower(s)
	}
	return mapValidRuns(s, func(t string) string { return cases.Lower(language.Und).String(t) })
}

// localeCase is toLocaleUpperCase / toLocaleLowerCase: the languages
// whose case rules differ from the default ones in V8 (Turkish and
// Azeri dotted/dotless i, Lithuanian dots, Greek accents when
// uppercasing) use them; every other locale maps like toUpperCase.
func localeCase(m *Machine, this Value, args []Value, method string, upper bool) (Value, error) {
	s, err := thisString(m, this, method)
	if err != nil {
		return undefined, err
	}
	lang := ""
	if l := arg(args, 0); !l.isUndefined() {
		if err := checkLocales(m, l); err != nil {
			return undefined, err
		}
		tags, err := localeList(m, l)
		if err != nil {
			return undefined, err
		}
		if len(tags) > 0 {
			t, err := m.toString(tags[0])
			if err != nil {
				return undefined, err
			}
			tag, _ := canonicalLocaleTag(t)
			lang, _, _ = strings.Cut(tag, "-")
		}
	}
	switch {
	case lang == "tr" || lang == "az" || lang == "lt" || lang == "el" && upper:
		tag := language.Make(lang)
		if upper {
			return str(mapValidRuns(s, func(t string) string { return cases.Upper(tag).String(t) })), nil
		}
		lower := func(t string) string { return cases.Lower(tag).String(t) }
		if lang == "lt" {
			// x/text's Lithuanian rules give İ two combining dots; ICU
			// (and so V8) lowers it to i + one dot, as in the root rules.
			lower = func(t string) string {
				parts := strings.Split(t, "\u0130")
				for i, p := range parts {
					parts[i] = cases.Lower(tag).String(p)
				}
				return strings.Join(parts, "i\u0307")
			}
		}
		return str(mapValidRuns(s, lower)), nil
	case upper:
		return str(jsUpper(s)), nil
	}
	return str(jsLower(s)), nil
}

// mapValidRuns applies f to the well-formed UTF-8 runs of a WTF-8 string.
func mapValidRuns(s string, f func(string) string) string {
	if utf8.ValidString(s) {
		return f(s)
	}
	var b strings.Builder
	start := 0
	for i := 0; i < len(s); {
		r, n := wtf8.Decode(s[i:])
		if r >= 0xD800 && r < 0xE000 && n == 3 {
			b.WriteString(f(s[start:i]))
			b.WriteString(s[i : i+n])
			start = i + n
		}
		i += n
	}
	b.WriteString(f(s[start:]))
	return b.String()
}

// hasPrefixUnits and hasSuffixUnits compare UTF-16 code units (a lone
// surrogate in sub can match half of a pair in s).
func hasPrefixUnits(s, sub string) bool {
	if strings.HasPrefix(s, sub) {
		return true
	}
	if wtf8.IsASCII(s) && wtf8.IsASCII(sub) {
		return false
	}
	u, p := wtf8.ToUTF16(s), wtf8.ToUTF16(sub)
	return len(p) <= len(u) && slices.Equal(u[:len(p)], p)
}

func hasSuffixUnits(s, sub string) bool {
	if strings.HasSuffix(s, sub) {
		return true
	}
	if wtf8.IsASCII(s) && wtf8.IsASCII(sub) {
		return false
	}
	u, p := wtf8.ToUTF16(s), wtf8.ToUTF16(sub)
	return len(p) <= len(u) && slices.Equal(u[len(u)-len(p):], p)
}

// indexUnits is the index of the first occurrence of sub in u, or -1.
func indexUnits(u, sub []uint16) int {
	for i := 0; i+len(sub) <= len(u); i++ {
		match := true
		for j := range sub {
			if u[i+j] != sub[j] {
				match = false
				break
			}
		}
		if match {
			return i
		}
	}
	return -1
}

func thisString(m *Machine, this Value, method string) (string, error) {
	switch this.kind {
	case KString:
		return this.ref.(string), nil
	case KUndefined, KNull:
		return "", m.typeError("String.prototype.%s called on null or undefined", method)
	}
	return m.toString(this)
}

func stringValueOf(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	if this.kind == KString {
		return this, nil
	}
	if o := this.asObject(); o != nil && o.class == ClassString {
		return str(o.internal.(string)), nil
	}
	return undefined, m.typeError("String.prototype.valueOf requires that 'this' be a String")
}

func strAndIndex(m *Machine, this Value, args []Value, method string) (string, int, error) {
	s, err := thisString(m, this, method)
	if err != nil {
		return "", 0, err
	}
	f, err := m.toNumber(arg(args, 0))
	if err != nil {
		return "", 0, err
	}
	f = toInteger(f)
	if math.IsInf(f, 0) || math.Abs(f) > 1<<40 {
		return s, -1 << 40, nil
	}
	return s, int(f), nil
}

func strAndArg(m *Machine, this Value, args []Value, method string) (string, string, error) {
	s, err := thisString(m, this, method)
	if err != nil {
		return "", "", err
	}
	a, err := m.toString(arg(args, 0))
	return s, a, err
}

// searchArgs is strAndArg for includes, startsWith and endsWith, whose
// search string must not be a regular expression (IsRegExp).
func searchArgs(m *Machine, this Value, args []Value, method string) (string, string, error) {
	s, err := thisString(m, this, method)
	if err != nil {
		return "", "", err
	}
	isRe, err := m.isRegExp(arg(args, 0))
	if err != nil {
		return "", "", err
	}
	if isRe {
		return "", "", m.typeError("First argument to String.prototype.%s must not be a regular expression", method)
	}
	a, err := m.toString(arg(args, 0))
	return s, a, err
}

func stringPad(m *Machine, this Value, args []Value, start bool) (Value, error) {
	s, err := thisString(m, this, "padStart")
	if err != nil {
		return undefined, err
	}
	f, err := m.toNumber(arg(args, 0))
	if err != nil {
		return undefined, err
	}
	target := toInteger(f)
	fill := " "
	if a := arg(args, 1); a.kind != KUndefined {
		if fill, err = m.toString(a); err != nil {
			return undefined, err
		}
	}
	n := wtf8.UTF16Len(s)
	if target <= float64(n) || fill == "" {
		return str(s), nil
	}
	if target > maxStringLength {
		return undefined, m.errStringLength()
	}
	fu := wtf8.ToUTF16(fill)
	need := int(target) - n
	m.charge(3 * need) // the padding as UTF-16, then as bytes
	m.workBytes(3 * need)
	pad := make([]uint16, 0, need)
	for len(pad) < need {
		pad = append(pad, fu...)
	}
	p := wtf8.FromUTF16(pad[:need])
	if start {
		return str(wtf8.Concat(p, s)), nil
	}
	return str(wtf8.Concat(s, p)), nil
}

func stringSplit(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	if r, ok, err := m.dispatchPattern(this, args, symSplit, "split"); ok {
		return r, err
	}
	s, err := thisString(m, this, "split")
	if err != nil {
		return undefined, err
	}
	limit := uint32(math.MaxUint32)
	if l := arg(args, 1); l.kind != KUndefined {
		f, err := m.toNumber(l)
		if err != nil {
			return undefined, err
		}
		limit = toUint32(f)
	}
	sepv := arg(args, 0)
	if sepv.kind == KUndefined {
		if limit == 0 {
			return m.newArrayValue([]Value{}), nil
		}
		return m.newArrayValue([]Value{str(s)}), nil
	}
	sep, err := m.toString(sepv)
	if err != nil {
		return undefined, err
	}
	// Count the parts first: the result array must fit maxArrayLength.
	var parts []string
	if sep == "" {
		u := wtf8.ToUTF16(s)
		n := min(uint32(len(u)), limit)
		if n > maxArrayLength {
			return undefined, m.errArrayLength()
		}
		m.reserve(int(n) * splitPartSize) // a string and its element each
		for i := range int(n) {
			parts = append(parts, wtf8.FromUTF16(u[i:i+1]))
		}
	} else {
		n := min(uint32(strings.Count(s, sep)+1), limit)
		if n > maxArrayLength {
			return undefined, m.errArrayLength()
		}
		m.reserve(int(n) * splitPartSize)
		parts = strings.SplitN(s, sep, int(n)+1)
	}
	m.workBytes(len(s))
	m.work(len(parts))
	// The parts' own headers box their Values: a part needs no header of
	// its own.
	return m.newArrayValue(boxedStrings(parts[:min(uint32(len(parts)), limit)])), nil
}

// splitPartSize is what split builds for each part before the result
// array exists: its string (header and boxing) and its element.
const splitPartSize = 2*strHeader + 8 + valueSize

// stringReplace implements replace/replaceAll with a string pattern. A
// function replacement is called through callNested.
func stringReplace(m *Machine, this Value, args []Value, all bool) (Value, error) {
	method := "replace"
	if all {
		method = "replaceAll"
	}
	if r, ok, err := m.dispatchPattern(this, args, symReplace, method); ok {
		return r, err
	}
	s, err := thisString(m, this, method)
	if err != nil {
		return undefined, err
	}
	pat, err := m.toString(arg(args, 0))
	if err != nil {
		return undefined, err
	}
	rep := arg(args, 1)
	fnRep, repStr, err := m.replaceValue(rep)
	if err != nil {
		return undefined, err
	}
	// Positions are found in one pass: on bytes when both strings are
	// ASCII (UTF-16 indices equal byte indices), else on code units.
	var positions []int
	var u []uint16
	pl := wtf8.UTF16Len(pat)
	m.workBytes(len(s))
	ascii := wtf8.IsASCII(s)
	if ascii && wtf8.IsASCII(pat) {
		for from := 0; from <= len(s); {
			i := strings.Index(s[from:], pat)
			if i < 0 {
				break
			}
			m.work(1)
			m.charge(8)
			positions = append(positions, from+i)
			if !all {
				break
			}
			from += i + max(len(pat), 1)
		}
	} else {
		u = wtf8.ToUTF16(s)
		up := wtf8.ToUTF16(pat)
		for from := 0; from+len(up) <= len(u); {
			i := indexUnits(u[from:], up)
			if i < 0 {
				break
			}
			m.work(1)
			m.charge(8)
			positions = append(positions, from+i)
			if !all {
				break
			}
			from += i + max(len(up), 1)
		}
	}
	if len(positions) == 0 {
		return str(s), nil
	}
	// Non-ASCII text was searched as code units (u), and is read so.
	subj := replaceSubject{s: s}
	if !ascii {
		subj.u = u
	}
	patV, sV := str(pat), str(s)
	b := strBuf{m: m}
	b.presize(len(s) + len(positions)*max(len(repStr)-len(pat), 0))
	last := 0
	for _, pos := range positions {
		if b.tooLong {
			return undefined, m.errStringLength()
		}
		b.WriteString(subj.piece(last, pos))
		if fnRep {
			r, err := m.callFunction(rep, undefined, []Value{patV, num(float64(pos)), sV})
			if err != nil {
				return undefined, err
			}
			rs, err := m.toString(r)
			if err != nil {
				return undefined, err
			}
			b.WriteString(rs)
		} else {
			expandReplacement(&b, repStr, pat, subj, pos, pl)
		}
		last = pos + pl
	}
	b.WriteString(subj.piece(last, subj.len()))
	return b.result(m)
}

// replaceSubject is the string a replace works on, read by UTF-16 index:
// straight from s when it is ASCII (u nil: UTF-16 indices are byte
// indices), else from its code units.
type replaceSubject struct {
	s string
	u []uint16
}

// newReplaceSubject converts s to code units only when it is not ASCII.
func newReplaceSubject(s string) replaceSubject {
	if wtf8.IsASCII(s) {
		return replaceSubject{s: s}
	}
	return replaceSubject{s: s, u: wtf8.ToUTF16(s)}
}

// piece is code units [from, to) as a string.
func (r replaceSubject) piece(from, to int) string {
	if r.u == nil {
		return r.s[from:to]
	}
	return wtf8.FromUTF16(r.u[from:to])
}

// len is the subject's length in code units.
func (r replaceSubject) len() int {
	if r.u == nil {
		return len(r.s)
	}
	return len(r.u)
}

// expandReplacement writes rep to b, expanding $$, $&, $` and $'.
func expandReplacement(b *strBuf, rep, matched string, subj replaceSubject, pos, plen int) {
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
		switch rep[i+1] {
		case '$':
			b.WriteByte('$')
			i++
		case '&':
			b.WriteString(matched)
			i++
		case '`':
			b.WriteString(subj.piece(0, pos))
			i++
		case '\'':
			b.WriteString(subj.piece(pos+plen, subj.len()))
			i++
		default:
			b.WriteByte(c)
		}
	}
}

func lowerHex2(c int) string {
	const digits = "0123456789abcdef"
	return string([]byte{digits[c>>4&0xF], digits[c&0xF]})
}

// isJSWhiteSpace reports WhiteSpace or LineTerminator code points.
func isJSWhiteSpace(r rune) bool {
	switch r {
	case '\t', '\v', '\f', ' ', 0xA0, 0xFEFF, '\n', '\r', 0x2028, 0x2029, 0x1680, 0x202F, 0x205F, 0x3000:
		return true
	}
	return r >= 0x2000 && r <= 0x200A
}

// isWellFormed reports whether s has no lone surrogates.
func isWellFormed(s string) bool {
	if wtf8.IsASCII(s) {
		return true
	}
	u := wtf8.ToUTF16(s)
	for i := 0; i < len(u); i += unitsAt(u, i) {
		if isLoneSurrogate(u, i) {
			return false
		}
	}
	return true
}

// unitsAt is how many code units the code point at u[i] takes (2 for a
// surrogate pair).
func unitsAt(u []uint16, i int) int {
	if c := u[i]; c >= 0xD800 && c < 0xDC00 && i+1 < len(u) && u[i+1] >= 0xDC00 && u[i+1] < 0xE000 {
		return 2
	}
	return 1
}

// isLoneSurrogate reports whether u[i], the start of a code point (the
// loops step by unitsAt), is a surrogate outside a pair.
func isLoneSurrogate(u []uint16, i int) bool {
	return u[i] >= 0xD800 && u[i] < 0xE000 && unitsAt(u, i) == 1
}

// toWellFormed replaces lone surrogates by U+FFFD.
func toWellFormed(s string) string {
	if isWellFormed(s) {
		return s
	}
	u := wtf8.ToUTF16(s)
	for i := 0; i < len(u); i += unitsAt(u, i) {
		if isLoneSurrogate(u, i) {
			u[i] = 0xFFFD
		}
	}
	return wtf8.FromUTF16(u)
}
