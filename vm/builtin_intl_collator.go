package vm

import (
	"strings"
	"unicode"

	"golang.org/x/text/collate"
	"golang.org/x/text/language"
	"golang.org/x/text/unicode/norm"
)

// Intl.Collator and String.prototype.localeCompare.

type collatorOpts struct {
	Usage       string `json:"usage"`
	Sensitivity string `json:"sensitivity"`
	IgnorePunct bool   `json:"ignorePunctuation"`
	Numeric     bool   `json:"numeric"`
	CaseFirst   string `json:"caseFirst"`
}

// newCollatorOpts resolves Collator options; c names the caller in errors.
func newCollatorOpts(m *Machine, optsV Value, c string) (*collatorOpts, error) {
	opts, err := intlOptions(m, optsV)
	if err != nil {
		return nil, err
	}
	co := &collatorOpts{}
	if co.Usage, err = intlString(m, opts, c, "usage", []string{"sort", "search"}, "sort"); err != nil {
		return nil, err
	}
	if co.Sensitivity, err = intlString(m, opts, c, "sensitivity", []string{"base", "accent", "case", "variant"}, "variant"); err != nil {
		return nil, err
	}
	b, err := intlBool(m, opts, "ignorePunctuation")
	if err != nil {
		return nil, err
	}
	co.IgnorePunct = b == "true"
	if b, err = intlBool(m, opts, "numeric"); err != nil {
		return nil, err
	}
	co.Numeric = b == "true"
	if co.CaseFirst, err = intlString(m, opts, c, "caseFirst", []string{"upper", "lower", "false"}, "false"); err != nil {
		return nil, err
	}
	return co, nil
}

// compare compares two strings by the options co; the zero collatorOpts is
// the root collation (like ICU's, which node uses for localeCompare).
// Collators are not safe for concurrent use and take microseconds to
// build: each Machine makes its own, one per option set, so runs share
// neither a lock nor a cache.
func (m *Machine) compare(co collatorOpts, a, b string) int {
	key := co
	key.Usage = ""
	c := m.collators[key]
	if c == nil {
		var opts []collate.Option
		switch co.Sensitivity {
		case "base":
			opts = append(opts, collate.IgnoreCase, collate.IgnoreDiacritics)
		case "accent":
			opts = append(opts, collate.IgnoreCase)
		case "case":
			// Primary strength plus the case level: IgnoreWidth drops
			// the tertiary level and turns the case level on.
			opts = append(opts, collate.IgnoreWidth, collate.IgnoreDiacritics)
		}
		if co.Numeric {
			opts = append(opts, collate.Numeric)
		}
		c = collate.New(language.Und, opts...)
		if m.collators == nil {
			m.collators = map[collatorOpts]*collate.Collator{}
		}
		m.collators[key] = c
	}
	if co.IgnorePunct {
		// ICU's alternate=shifted at tertiary strength: spaces and
		// punctuation do not count (x/text's "ka-shifted" orders
		// inconsistently, so they are removed instead).
		a, b = stripVariable(a), stripVariable(b)
	}
	if co.Sensitivity == "case" {
		// x/text's case level also weighs the combining marks of
		// decomposed letters; ICU's looks at base letters only.
		a, b = stripMarks(a), stripMarks(b)
	}
	if co.CaseFirst == "upper" && co.Sensitivity != "base" && co.Sensitivity != "accent" {
		// x/text has no caseFirst: swapping the case of both strings
		// turns its lower-first case order around and changes nothing
		// else.
		return c.CompareString(swapCase(a), swapCase(b))
	}
	return c.CompareString(a, b)
}

// stripVariable drops the characters ICU's shifted alternate handling
// ignores: white space and punctuation.
func stripVariable(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) || unicode.IsPunct(r) {
			return -1
		}
		return r
	}, s)
}

// stripMarks removes the combining marks of the decomposed string.
func stripMarks(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.Is(unicode.Mn, r) {
			return -1
		}
		return r
	}, norm.NFD.String(s))
}

// swapCase maps each letter with a one-to-one case partner to it.
func swapCase(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case unicode.IsUpper(r):
			if l := unicode.ToLower(r); unicode.ToUpper(l) == r {
				return l
			}
		case unicode.IsLower(r):
			if u := unicode.ToUpper(r); unicode.ToLower(u) == r {
				return u
			}
		}
		return r
	}, s)
}

func thisCollator(m *Machine, this Value, method string) (*collatorOpts, *Object, error) {
	co := &collatorOpts{}
	o, err := thisIntl(m, this, "coll", method, co)
	return co, o, err
}

var biCollatorCompare = register("Intl.Collator.compare", 2, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
	co, _, err := thisCollator(m, this, "compare")
	if err != nil {
		return undefined, err
	}
	a, err := m.toString(arg(args, 0))
	if err != nil {
		return undefined, err
	}
	b, err := m.toString(arg(args, 1))
	if err != nil {
		return undefined, err
	}
	return num(float64(m.compare(*co, a, b))), nil
})

// stringLocaleCompare is String.prototype.localeCompare's comparison with
// its locales and options arguments.
func stringLocaleCompare(m *Machine, a, b string, args []Value) (int, error) {
	if err := checkLocales(m, arg(args, 1)); err != nil {
		return 0, err
	}
	if arg(args, 2).isUndefined() {
		return m.compare(collatorOpts{}, a, b), nil
	}
	co, err := newCollatorOpts(m, arg(args, 2), "String.prototype.localeCompare")
	if err != nil {
		return 0, err
	}
	return m.compare(*co, a, b), nil
}

func init() {
	intlClass(protoIntlCollator, "Collator", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		co, err := newCollatorOpts(m, arg(args, 1), "Intl.Collator")
		if err != nil {
			return undefined, err
		}
		return newIntlObject(m, protoIntlCollator, "coll", co)
	},
		intlGetter("Intl.Collator.prototype.compare", func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			_, o, err := thisCollator(m, this, "get Intl.Collator.prototype.compare")
			if err != nil {
				return undefined, err
			}
			return boundIntlMethod(m, o, biCollatorCompare), nil
		}),
		fn("Intl.Collator.prototype.resolvedOptions", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			co, _, err := thisCollator(m, this, "Intl.Collator.prototype.resolvedOptions")
			if err != nil {
				return undefined, err
			}
			return obj(m.plainObject("locale", intlLocale, "usage", co.Usage, "sensitivity", co.Sensitivity,
				"ignorePunctuation", co.IgnorePunct, "collation", "default", "numeric", co.Numeric, "caseFirst", co.CaseFirst)), nil
		}),
	)
}
