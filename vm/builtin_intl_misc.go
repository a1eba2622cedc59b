package vm

import (
	"slices"
	"strings"
	"unicode"

	"golang.org/x/text/collate"
	"golang.org/x/text/language"
	"golang.org/x/text/unicode/norm"
)

// Intl.Collator and Intl.ListFormat (PluralRules and RelativeTimeFormat are
// in builtin_intl_plural.go and builtin_intl_reltime.go).

// ---- Collator ----

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

// ---- ListFormat ----

type listFormat struct {
	Type   string `json:"type"`
	Style  string `json:"style"`
	Locale string `json:"locale,omitempty"` // "" is en-US (older snapshots)
}

// locale is the resolved locale reported by resolvedOptions.
func (lf *listFormat) locale() string {
	if lf.Locale == "" {
		return intlLocale
	}
	return lf.Locale
}

// separators are the start, middle, end and pair separators of the
// format's locale, type and style (vm/builtin_intl_list_data.go).
func (lf *listFormat) separators() [4]string {
	seps, ok := listPatterns[lf.locale()]
	if !ok {
		seps = listPatterns["en-US"]
	}
	t := slices.Index([]string{"conjunction", "disjunction", "unit"}, lf.Type)
	s := slices.Index([]string{"long", "short", "narrow"}, lf.Style)
	if t < 0 || s < 0 {
		return seps[0]
	}
	return seps[t*3+s]
}

// spanishConjunction applies ICU's Spanish rule to the word before the
// last item: "y" becomes "e" before an i sound ("a e iglesia") and "o"
// becomes "u" before an o sound ("a u otro", "7 u 8").
func spanishConjunction(sep, next string) string {
	lower := strings.ToLower(next)
	switch sep {
	case " y ":
		if strings.HasPrefix(lower, "i") || lower == "hi" ||
			strings.HasPrefix(lower, "hi") && !strings.HasPrefix(lower, "hia") && !strings.HasPrefix(lower, "hie") {
			return " e "
		}
	case " o ":
		if strings.HasPrefix(lower, "o") || strings.HasPrefix(lower, "ho") || strings.HasPrefix(lower, "8") || lower == "11" {
			return " u "
		}
	}
	return sep
}

func (lf *listFormat) format(items []string) string { return joinParts(lf.formatParts(items)) }

// formatParts returns the items as "element" parts joined by "literal"
// separators.
func (lf *listFormat) formatParts(items []string) []intlPart {
	seps := lf.separators()
	start, middle, last, pair := seps[0], seps[1], seps[2], seps[3]
	spanish := strings.HasPrefix(lf.locale(), "es")
	var parts []intlPart
	for i, item := range items {
		sep := ""
		switch {
		case i == 0:
		case len(items) == 2:
			sep = pair
		case i == len(items)-1:
			sep = last
		case i == 1:
			sep = start
		default:
			sep = middle
		}
		if spanish && i == len(items)-1 && i > 0 {
			sep = spanishConjunction(sep, item)
		}
		if i > 0 {
			parts = append(parts, intlPart{"literal", sep})
		}
		parts = append(parts, intlPart{"element", item})
	}
	return parts
}

// listItems reads ListFormat's list argument: an iterable of strings.
func listItems(m *Machine, l Value) ([]string, error) {
	var items []string
	if l.isUndefined() {
		return nil, nil
	}
	vals, err := m.iterateToSlice(l)
	if err != nil {
		return nil, err
	}
	for _, v := range vals {
		if v.kind != KString {
			return nil, m.typeError("Iterable yielded %s which is not a string", m.inspectShort(v))
		}
		items = append(items, v.asString())
	}
	return items, nil
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

	initPluralRules()        // builtin_intl_plural.go
	initRelativeTimeFormat() // builtin_intl_reltime.go

	intlClass(protoIntlListFormat, "ListFormat", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		locale, err := resolveLocale(m, arg(args, 0))
		if err != nil {
			return undefined, err
		}
		opts, err := intlOptions(m, arg(args, 1))
		if err != nil {
			return undefined, err
		}
		lf := &listFormat{Locale: locale}
		if lf.Type, err = intlString(m, opts, "Intl.ListFormat", "type", []string{"conjunction", "disjunction", "unit"}, "conjunction"); err != nil {
			return undefined, err
		}
		if lf.Style, err = intlString(m, opts, "Intl.ListFormat", "style", []string{"long", "short", "narrow"}, "long"); err != nil {
			return undefined, err
		}
		return newIntlObject(m, protoIntlListFormat, "lf", lf)
	},
		fn("Intl.ListFormat.prototype.format", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			lf := &listFormat{}
			if _, err := thisIntl(m, this, "lf", "Intl.ListFormat.prototype.format", lf); err != nil {
				return undefined, err
			}
			items, err := listItems(m, arg(args, 0))
			if err != nil {
				return undefined, err
			}
			return str(lf.format(items)), nil
		}),
		fn("Intl.ListFormat.prototype.formatToParts", 1, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			lf := &listFormat{}
			if _, err := thisIntl(m, this, "lf", "Intl.ListFormat.prototype.formatToParts", lf); err != nil {
				return undefined, err
			}
			items, err := listItems(m, arg(args, 0))
			if err != nil {
				return undefined, err
			}
			return m.partsArray(lf.formatParts(items)), nil
		}),
		fn("Intl.ListFormat.prototype.resolvedOptions", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
			lf := &listFormat{}
			if _, err := thisIntl(m, this, "lf", "Intl.ListFormat.prototype.resolvedOptions", lf); err != nil {
				return undefined, err
			}
			return obj(m.plainObject("locale", lf.locale(), "type", lf.Type, "style", lf.Style)), nil
		}),
	)
}
