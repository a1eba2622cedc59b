package vm

import (
	"slices"
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
	// Locale is the collation's locale as resolvedOptions shows it; ""
	// (snapshots from before it was kept) is en-US.
	Locale string `json:"locale,omitempty"`
}

// newCollatorOpts resolves Collator locales and options; c names the
// caller in errors.
func newCollatorOpts(m *Machine, locales, optsV Value, c string) (*collatorOpts, error) {
	loc, err := resolveLocale(m, locales)
	if err != nil {
		return nil, err
	}
	opts, err := intlOptions(m, optsV)
	if err != nil {
		return nil, err
	}
	co := &collatorOpts{Locale: collatorLocale(loc)}
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
	c := m.collator(co)
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
	if r := m.reorderedCompare(co, a, b); r != 0 {
		return r
	}
	if co.Locale == "fr-CA" && co.Sensitivity != "base" && co.Sensitivity != "case" {
		if r := m.backwardsAccents(co, a, b); r != 0 {
			return r
		}
	}
	if co.CaseFirst == "upper" && co.Sensitivity != "base" && co.Sensitivity != "accent" {
		// x/text has no caseFirst: swapping the case of both strings
		// turns its lower-first case order around and changes nothing
		// else.
		return c.CompareString(swapCase(a), swapCase(b))
	}
	return c.CompareString(a, b)
}

// collator is the Machine's x/text collator for the options co.
func (m *Machine) collator(co collatorOpts) *collate.Collator {
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
		c = collate.New(collationTag(co.Locale), opts...)
		if m.collators == nil {
			m.collators = map[collatorOpts]*collate.Collator{}
		}
		m.collators[key] = c
	}
	return c
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
	if arg(args, 1).isUndefined() && arg(args, 2).isUndefined() {
		return m.compare(collatorOpts{}, a, b), nil
	}
	co, err := newCollatorOpts(m, arg(args, 1), arg(args, 2), "String.prototype.localeCompare")
	if err != nil {
		return 0, err
	}
	return m.compare(*co, a, b), nil
}

func init() {
	intlClass(protoIntlCollator, "Collator", 0, func(m *Machine, this Value, args []Value, self *Object) (Value, error) {
		co, err := newCollatorOpts(m, arg(args, 0), arg(args, 1), "Intl.Collator")
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
			locale := co.Locale
			if locale == "" {
				locale = intlLocale
			}
			return obj(m.plainObject("locale", locale, "usage", co.Usage, "sensitivity", co.Sensitivity,
				"ignorePunctuation", co.IgnorePunct, "collation", "default", "numeric", co.Numeric, "caseFirst", co.CaseFirst)), nil
		}),
	)
}

// collatorLocale is the locale node's Collator resolves a date/number
// locale to: ICU has collation data by language, so a region falls away
// ("sv-SE" is "sv", "en-GB" "en"), except where ICU keeps the region's own
// entry (these four).
func collatorLocale(loc string) string {
	switch loc {
	case "en-US", "de-AT", "fr-CA", "zh-CN":
		return loc
	}
	lang, _, _ := strings.Cut(loc, "-")
	return lang
}

// collationTag is the x/text language of a collator locale: its
// tailorings give ICU's order for the Latin and Cyrillic letters of the
// generated locales (sv "ä" after "z", es "ñ", pl "ł", tr "ı"). English is
// the root collation, as in ICU.
func collationTag(loc string) language.Tag {
	if loc == "" || loc == "en" || strings.HasPrefix(loc, "en-") {
		return language.Und
	}
	t, err := language.Parse(loc)
	if err != nil {
		return language.Und
	}
	return t
}

// scriptReorder is ICU's [reorder ...] of the CJK tailorings, which
// x/text's tables lack: the scripts named sort before all other letters,
// in this order (ja: Latin, kana, Han; zh: Han, Bopomofo; ko: Hangul with
// the hanja it sorts among them; ru: Cyrillic).
var scriptReorder = map[string][]*unicode.RangeTable{
	"ja":    {unicode.Latin, kanaScripts, unicode.Han},
	"zh":    {unicode.Han, unicode.Bopomofo},
	"zh-CN": {unicode.Han, unicode.Bopomofo},
	"ko":    {hangulHan},
	"ru":    {unicode.Cyrillic},
}

var (
	kanaScripts = rangeUnion(unicode.Hiragana, unicode.Katakana)
	hangulHan   = rangeUnion(unicode.Hangul, unicode.Han)
)

func rangeUnion(ts ...*unicode.RangeTable) *unicode.RangeTable {
	u := &unicode.RangeTable{}
	for _, t := range ts {
		u.R16 = append(u.R16, t.R16...)
		u.R32 = append(u.R32, t.R32...)
	}
	slices.SortFunc(u.R16, func(a, b unicode.Range16) int { return int(a.Lo) - int(b.Lo) })
	slices.SortFunc(u.R32, func(a, b unicode.Range32) int { return int(a.Lo) - int(b.Lo) })
	return u
}

// scriptRank is a character's group under a reordering: -1 for what is
// not a letter (spaces, punctuation, symbols and digits stay first), the
// index of a reordered script, else len(order) for the other letters.
func scriptRank(order []*unicode.RangeTable, r rune) int {
	if !unicode.IsLetter(r) {
		return -1
	}
	for i, t := range order {
		if unicode.Is(t, r) {
			return i
		}
	}
	return len(order)
}

// reorderedCompare applies a locale's script reordering: at the first
// pair of characters that differ in their base letters, characters of
// different groups order by group; 0 leaves the order to the collator.
func (m *Machine) reorderedCompare(co collatorOpts, a, b string) int {
	order := scriptReorder[co.Locale]
	if order == nil {
		return 0
	}
	c := m.collator(collatorOpts{Sensitivity: "base", Locale: co.Locale})
	ra, rb := baseRunes(a), baseRunes(b)
	for i := 0; i < len(ra) && i < len(rb); i++ {
		if c.CompareString(string(ra[i]), string(rb[i])) == 0 {
			continue
		}
		ga, gb := scriptRank(order, ra[i]), scriptRank(order, rb[i])
		if ga != gb && ga >= 0 && gb >= 0 {
			return pickInt(ga < gb, -1, 1)
		}
		return 0
	}
	return 0
}

// baseRunes is the characters of s without combining marks.
func baseRunes(s string) []rune {
	var out []rune
	for _, r := range norm.NFD.String(s) {
		if !unicode.Is(unicode.Mn, r) {
			out = append(out, r)
		}
	}
	return out
}

// backwardsAccents is fr-CA's backwards secondary level ([backwards 2]:
// "côte" before "coté"), which x/text's tables lack: between strings equal
// in their base letters, the accents compare from the end of the string.
func (m *Machine) backwardsAccents(co collatorOpts, a, b string) int {
	if m.collator(collatorOpts{Sensitivity: "base", Locale: co.Locale}).CompareString(a, b) != 0 {
		return 0
	}
	accent := collatorOpts{Sensitivity: "accent", Numeric: co.Numeric, IgnorePunct: co.IgnorePunct, Locale: "fr"}
	return m.compare(accent, reverseClusters(a), reverseClusters(b))
}

// reverseClusters reverses the decomposed string by letters, each keeping
// its combining marks after it.
func reverseClusters(s string) string {
	var clusters []string
	for _, r := range norm.NFD.String(s) {
		if unicode.Is(unicode.Mn, r) && len(clusters) > 0 {
			clusters[len(clusters)-1] += string(r)
			continue
		}
		clusters = append(clusters, string(r))
	}
	slices.Reverse(clusters)
	return strings.Join(clusters, "")
}
